// Child-process entry for builds run in batches (see build-batches.ts): receives one request
// over IPC, builds those dealers in this process, sends each outcome back, then exits.
import { buildDealers } from './build-dealers.ts';
import type { DealerBuildOutcome } from './dealer-build.ts';
import type { StockDropAcceptance } from './stock-drop-guard.ts';

export interface WorkerRequest {
  slugs: string[];
  force: boolean;
  verbose: boolean;
  projectRoot: string;
  dealersDir: string;
  distDir: string;
  acceptStockDrop?: StockDropAcceptance | undefined;
}

export interface WorkerMessage {
  outcome: DealerBuildOutcome;
}

function send(message: WorkerMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });
}

process.once('message', (request: WorkerRequest) => {
  process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
  const pending: Promise<void>[] = [];
  buildDealers({ ...request, onOutcome: (outcome) => pending.push(send({ outcome })) })
    .then(() => Promise.all(pending))
    .then(
      () => process.disconnect(),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
});
