/**
 * The API under test in a child process of its own, so it can be killed with SIGKILL like a
 * crashed server: `npm run api` itself (scripts/api.ts), or the same API with a short outbox
 * retry schedule (short-retry-api.ts). Its JSON log lines are read to learn the port and to
 * count the lines logged at error level.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const NPM_RUN_API = fileURLToPath(new URL('../../../../scripts/api.ts', import.meta.url));
const SHORT_RETRY_API = fileURLToPath(new URL('./short-retry-api.ts', import.meta.url));
/** pino's level number for error. */
const ERROR_LEVEL = 50;

export interface ApiProcessOptions {
  /** `npm-run-api` for scripts/api.ts; `short-retry` for the webhook bench's schedule. */
  entry: 'npm-run-api' | 'short-retry';
  distDir: string;
  dataDir: string;
  /** PostgreSQL; SQLite in dataDir without. */
  databaseUrl?: string | undefined;
  /** 0 lets the OS choose; a restart asks for the port it had. */
  port: number;
  /** More environment (a webhook's secret variable). */
  env?: Record<string, string>;
}

export interface ApiProcess {
  port: number;
  /** Error-level log lines so far (server faults; a killed peer's requests are not logged). */
  errorLines: string[];
  /** Delivery attempts the outbox worker logged as not done, by their error text. */
  deliveryFailures: Record<string, number>;
  /** CPU seconds (user + system) the process has used so far; null where /proc is absent. */
  cpuSeconds(): number | null;
  /** SIGKILL: no shutdown, no flush, as a crash or an OOM kill. Resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the API's own orderly shutdown. */
  stop(): Promise<void>;
}

export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const script = options.entry === 'npm-run-api' ? NPM_RUN_API : SHORT_RETRY_API;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FORECOURT_DATA_DIR: options.dataDir,
    FORECOURT_HOST: '127.0.0.1',
    // One client address sends every lead: the per-address limit would stop it at once.
    FORECOURT_RATE_PER_IP: 'off',
    LOG_LEVEL: 'info',
    ...options.env,
  };
  if (options.databaseUrl) env['DATABASE_URL'] = options.databaseUrl;
  else delete env['DATABASE_URL'];
  // FORECOURT_CPU_PROF=<dir>: Node writes the API's CPU profile there when it stops in order.
  const profileDir = process.env['FORECOURT_CPU_PROF'];
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, script, `--port=${options.port}`, `--dist=${path.resolve(options.distDir)}`],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = once(child, 'exit');
  const errorLines: string[] = [];
  const deliveryFailures: Record<string, number> = {};
  const port = new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = parseLogLine(line);
      if (entry?.msg === 'platform API listening' && typeof entry.port === 'number') {
        resolve(entry.port);
      }
      if (typeof entry?.level === 'number' && entry.level >= ERROR_LEVEL) errorLines.push(line);
      if (entry?.msg === 'outbox: delivery not done') {
        const error = String(entry['error'] ?? entry['outcome']);
        deliveryFailures[error] = (deliveryFailures[error] ?? 0) + 1;
      }
    });
    void exited.then(([code, signal]) =>
      reject(new Error(`The API exited before listening (${String(code ?? signal)}): ${stderr}`)),
    );
  });
  const listening = await port;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return {
    port: listening,
    errorLines,
    deliveryFailures,
    cpuSeconds: () => (child.pid === undefined ? null : processCpuSeconds(child.pid)),
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/** Linux's clock ticks per second, which /proc/<pid>/stat counts CPU time in. */
const CLOCK_TICKS = 100;

function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

function parseLogLine(line: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
