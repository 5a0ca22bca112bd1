import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { ServerSample } from './serve-child.ts';

const CHILD = fileURLToPath(new URL('./serve-child.ts', import.meta.url));

export interface ServerProcess {
  port: number;
  /** CPU time so far, and memory after a garbage collection. */
  sample(): Promise<ServerSample>;
  stop(): Promise<void>;
}

/** Starts the platform app on `distDir` in a child process and waits for its port. */
export async function startServerProcess(distDir: string): Promise<ServerProcess> {
  const child: ChildProcess = fork(CHILD, ['--dist', distDir], {
    // FORECOURT_CPU_PROF=<dir> writes a V8 CPU profile of the server process there.
    execArgv: [
      '--expose-gc',
      ...(process.env['FORECOURT_CPU_PROF']
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env['FORECOURT_CPU_PROF']}`]
        : []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`The bench server exited early (code ${String(code)})`);
  });
  // Raced below; marked handled so an exit at stop() is not an unhandled rejection.
  exited.catch(() => undefined);
  const [ready] = (await Promise.race([once(child, 'message'), exited])) as [{ port: number }];
  return {
    port: ready.port,
    async sample() {
      child.send('sample');
      const [reply] = (await Promise.race([once(child, 'message'), exited])) as [ServerSample];
      return reply;
    },
    async stop() {
      const gone = once(child, 'exit');
      child.disconnect();
      await gone;
    },
  };
}
