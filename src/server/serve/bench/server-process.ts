import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProfileWritten, ServerSample } from './serve-child.ts';

const CHILD = fileURLToPath(new URL('./serve-child.ts', import.meta.url));

/**
 * Node flags for a trial: FORECOURT_SERVE_NODE_FLAGS (space-separated, e.g.
 * `--max-semi-space-size=128`) are added to the server process's own, so a V8
 * setting can be measured before `npm start` takes it on.
 */
export function nodeFlags(env: NodeJS.ProcessEnv): string[] {
  return (env['FORECOURT_SERVE_NODE_FLAGS'] ?? '').split(/\s+/).filter(Boolean);
}

export interface ServerProcess {
  port: number;
  /** CPU time so far, and memory after a garbage collection. */
  sample(): Promise<ServerSample>;
  /** Starts profiling the server's CPU (only with a profile directory). */
  startProfile(): Promise<void>;
  /** Stops profiling; the file the profile was written to. */
  stopProfile(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts the platform app on `distDir` in a child process and waits for its port. With
 * `profileDir`, the server can profile its CPU over a stretch the caller chooses (the
 * measured run, not the start-up and the warm-up).
 */
export async function startServerProcess(
  distDir: string,
  options: { profileDir?: string } = {},
): Promise<ServerProcess> {
  const profileDir = options.profileDir ? path.resolve(options.profileDir) : undefined;
  if (profileDir) await mkdir(profileDir, { recursive: true });
  const child: ChildProcess = fork(
    CHILD,
    ['--dist', distDir, ...(profileDir ? ['--profile-dir', profileDir] : [])],
    {
      execArgv: ['--expose-gc', ...nodeFlags(process.env)],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`The bench server exited early (code ${String(code)})`);
  });
  // Raced below; marked handled so an exit at stop() is not an unhandled rejection.
  exited.catch(() => undefined);
  const ask = async <T>(message: string): Promise<T> => {
    child.send(message);
    const [reply] = (await Promise.race([once(child, 'message'), exited])) as [T];
    return reply;
  };
  const [ready] = (await Promise.race([once(child, 'message'), exited])) as [{ port: number }];
  return {
    port: ready.port,
    sample: () => ask<ServerSample>('sample'),
    async startProfile() {
      if (!profileDir) throw new Error('The bench server was started without a profile directory');
      await ask<string>('profile-start');
    },
    async stopProfile() {
      return (await ask<ProfileWritten>('profile-stop')).profile;
    },
    async stop() {
      const gone = once(child, 'exit');
      child.disconnect();
      await gone;
    },
  };
}
