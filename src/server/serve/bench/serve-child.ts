/**
 * The server under load, in a process of its own so its memory can be read: the platform app
 * serving `--dist` with the settings `npm start` reads from the environment, logging JSON at
 * info as in production (LOG_LEVEL overrides; to stdout, which the bench discards). Tells its
 * parent the port, then answers `sample` with the CPU time it has used so far and its RSS and
 * heap after a garbage collection (run with --expose-gc), and `profile-start` /
 * `profile-stop` by profiling its CPU in between (V8's sampling profiler, through the
 * inspector) and writing the profile into `--profile-dir`.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { platformOptionsFromEnv } from '../../api/app/env-options.ts';
import { createPlatformApp } from '../../api/app/platform-app.ts';
import { createPlatformLogger } from '../../api/app/logging.ts';
import { listenOnLoopback } from '../server.ts';

export interface ServerSample {
  /** User and system CPU time since the process started, in microseconds. */
  cpuMicros: number;
  /** The event loop's busy and idle time since the process started, in milliseconds. */
  loop: LoopTime;
  rss: number;
  heapUsed: number;
}

export interface LoopTime {
  active: number;
  idle: number;
}

/** The answer to `profile-stop`: where the profile was written. */
export interface ProfileWritten {
  profile: string;
}

/** How often the profiler samples the stack, in microseconds. */
const SAMPLING_INTERVAL_MICROS = 250;

const { values } = parseArgs({
  options: { dist: { type: 'string' }, 'profile-dir': { type: 'string' } },
  strict: true,
});
if (!values.dist || !process.send) throw new Error('serve-child runs under the bench with --dist');
const profileDir = values['profile-dir'];

const app = await createPlatformApp({
  distDir: values.dist,
  logger: createPlatformLogger({ level: process.env['LOG_LEVEL'] ?? 'info' }),
  // The settings npm start takes from the environment (FORECOURT_FILE_CACHE_MB, …).
  ...platformOptionsFromEnv(),
});
const running = await listenOnLoopback(app, { port: 0, host: '127.0.0.1' });
process.send({ port: running.port });

let session: Session | null = null;

process.on('message', (message) => {
  if (message === 'sample') {
    const { user, system } = process.cpuUsage();
    const { active, idle } = performance.eventLoopUtilization();
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({
      cpuMicros: user + system,
      loop: { active, idle },
      rss,
      heapUsed,
    } satisfies ServerSample);
  } else if (message === 'profile-start' && profileDir) {
    void startProfile().then(() => process.send?.('profiling'));
  } else if (message === 'profile-stop' && session) {
    void stopProfile(session, profileDir!).then((profile) => {
      process.send?.({ profile } satisfies ProfileWritten);
    });
  }
});
process.on('disconnect', () => void running.close().then(() => process.exit(0)));

async function startProfile(): Promise<void> {
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_MICROS });
  await session.post('Profiler.start');
}

async function stopProfile(open: Session, dir: string): Promise<string> {
  const { profile } = await open.post('Profiler.stop');
  open.disconnect();
  session = null;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `serve-${stamp}-${process.pid}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));
  return file;
}
