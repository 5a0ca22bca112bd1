/** Where the leads CLI writes and what it reads from its surroundings; tests pass their own. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
  /** Relative --out paths resolve here (npm run sets INIT_CWD to where it was typed). */
  cwd: string;
}

/** Exit codes: 0 done, 1 nothing found or a failure, 2 the command line was wrong. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** A failure to report to the operator in words, with the exit code it ends in. */
export class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode: number) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

export function usageError(message: string): CliError {
  return new CliError(`${message}\nRun \`npm run leads -- --help\` for the commands.`, EXIT_USAGE);
}
