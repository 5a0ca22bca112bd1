import { parseArgs } from 'node:util';

export interface CliOptions {
  dealers: string[];
  force: boolean;
  verbose: boolean;
}

/**
 * Parses the build's flags: `--dealer=<slug>` (repeatable or comma-separated), `--force`,
 * `--verbose`. Unknown flags are errors, so a typo never silently builds everything.
 */
export function parseCliArgs(args: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      dealer: { type: 'string', multiple: true },
      force: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const dealers = (values.dealer ?? []).flatMap((value) =>
    value
      .split(',')
      .map((slug) => slug.trim())
      .filter(Boolean),
  );
  return { dealers, force: values.force, verbose: values.verbose };
}

export function parsePort(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port "${value}": expected an integer from 0 to 65535`);
  }
  return port;
}
