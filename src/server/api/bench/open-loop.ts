/**
 * A constant arrival rate, as shoppers arrive: request n is due at start + n/rate whatever
 * happened to the requests before it (an open loop, not N clients each waiting for its last
 * answer). Each send is told the moment it was due, so its latency counts from then and a
 * stalled server is charged for the requests it held up (no coordinated omission).
 */
import { performance } from 'node:perf_hooks';

export interface OpenLoopOptions {
  /** Requests per second. */
  rate: number;
  durationSeconds: number;
  /** Sends request `n`, due at `dueAt` (performance.now() milliseconds). */
  send: (n: number, dueAt: number) => Promise<void>;
  /** Stops scheduling early (the sends already started still finish). */
  signal?: AbortSignal;
}

export interface OpenLoopRun {
  /** Requests started. */
  sent: number;
  /** From the first due time to the last send (ms). */
  sendingMs: number;
  /** From the first due time until every send settled (ms). */
  totalMs: number;
}

export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopRun> {
  const total = Math.round(options.rate * options.durationSeconds);
  const interval = 1000 / options.rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  let next = 0;
  let lastSend = start;
  while (next < total && !options.signal?.aborted) {
    const now = performance.now();
    // Timers fire late on a busy machine: every request already due goes now, at its own time.
    while (next < total && start + next * interval <= now) {
      pending.push(options.send(next, start + next * interval));
      next++;
    }
    lastSend = now;
    if (next < total) await delay(start + next * interval - performance.now());
  }
  await Promise.all(pending);
  return { sent: next, sendingMs: lastSend - start, totalMs: performance.now() - start };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
