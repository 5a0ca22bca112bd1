/**
 * The server under load, in a process of its own so its memory can be read: the platform app
 * serving `--dist` with the settings `npm start` reads from the environment, logging JSON at info as in production (LOG_LEVEL overrides; to stdout,
 * which the bench discards). Tells its parent the port, then answers `sample` with the CPU time it has used so far
 * and its RSS and heap after a garbage collection (run with --expose-gc).
 */
import { parseArgs } from 'node:util';
import { platformOptionsFromEnv } from '../../api/app/env-options.ts';
import { createPlatformApp } from '../../api/app/platform-app.ts';
import { createPlatformLogger } from '../../api/app/logging.ts';
import { listenOnLoopback } from '../server.ts';

export interface ServerSample {
  /** User and system CPU time since the process started, in microseconds. */
  cpuMicros: number;
  rss: number;
  heapUsed: number;
}

const { values } = parseArgs({ options: { dist: { type: 'string' } }, strict: true });
if (!values.dist || !process.send) throw new Error('serve-child runs under the bench with --dist');

const app = await createPlatformApp({
  distDir: values.dist,
  logger: createPlatformLogger({ level: process.env['LOG_LEVEL'] ?? 'info' }),
  // The settings npm start takes from the environment (FORECOURT_FILE_CACHE_MB, …).
  ...platformOptionsFromEnv(),
});
const running = await listenOnLoopback(app, { port: 0, host: '127.0.0.1' });
process.send({ port: running.port });

process.on('message', (message) => {
  if (message !== 'sample') return;
  const { user, system } = process.cpuUsage();
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ cpuMicros: user + system, rss, heapUsed } satisfies ServerSample);
});
process.on('disconnect', () => void running.close().then(() => process.exit(0)));
