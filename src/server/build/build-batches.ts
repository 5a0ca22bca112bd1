import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DealerBuildOutcome } from './dealer-build.ts';
import type { WorkerMessage, WorkerRequest } from './build-worker.ts';

/**
 * Dealers per build process. Builds in one process are fast (Astro, Vite and the first-build
 * warm-up are paid once) but every build leaves its prerender modules and their data in memory
 * (~16 MB for a 3,400-car dealer, measured), so a long nightly run is split into processes of
 * this many dealers each.
 */
export const DEFAULT_BATCH_SIZE = 10;

const WORKER = fileURLToPath(new URL('./build-worker.ts', import.meta.url));

export interface BatchOptions extends Omit<WorkerRequest, 'slugs'> {
  slugs: readonly string[];
  batchSize?: number;
  onOutcome?: (outcome: DealerBuildOutcome) => void;
}

/**
 * Builds dealers in child processes, one batch after another. A process that dies (out of
 * memory, a crash in a page) fails only the dealers it had not finished; the next batch
 * goes on, so one broken dealer never stops the rest.
 */
export async function buildDealersInBatches(options: BatchOptions): Promise<DealerBuildOutcome[]> {
  const { slugs, batchSize = DEFAULT_BATCH_SIZE, onOutcome, ...request } = options;
  const outcomes: DealerBuildOutcome[] = [];
  for (let start = 0; start < slugs.length; start += Math.max(1, batchSize)) {
    const batch = slugs.slice(start, start + Math.max(1, batchSize));
    const done = await runWorker({ ...request, slugs: batch }, (outcome) => {
      outcomes.push(outcome);
      onOutcome?.(outcome);
    });
    for (const slug of batch.filter((s) => !done.has(s))) {
      const outcome: DealerBuildOutcome = {
        result: { slug, status: 'failed', seconds: 0, error: done.exitReason },
      };
      outcomes.push(outcome);
      onOutcome?.(outcome);
    }
  }
  return outcomes;
}

function runWorker(
  request: WorkerRequest,
  onOutcome: (outcome: DealerBuildOutcome) => void,
): Promise<Set<string> & { exitReason: string }> {
  return new Promise((resolve) => {
    const done = Object.assign(new Set<string>(), { exitReason: '' });
    const child = fork(WORKER, [], {
      cwd: request.projectRoot,
      // FORECOURT_CPU_PROF=<dir> writes a V8 CPU profile of each build process there.
      execArgv: process.env['FORECOURT_CPU_PROF']
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env['FORECOURT_CPU_PROF']}`]
        : [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Errors keep their message and stack across the process boundary.
      serialization: 'advanced',
    });
    child.on('message', (message: WorkerMessage) => {
      done.add(message.outcome.result.slug);
      onOutcome(message.outcome);
    });
    child.on('error', (error) => {
      done.exitReason = `build process failed to start: ${error.message}`;
    });
    child.on('close', (code, signal) => {
      done.exitReason ||= `build process exited (${signal ?? `code ${code}`}) before finishing`;
      resolve(done);
    });
    child.send(request);
  });
}
