// The platform API as `npm run api` runs it (scripts/api.ts), with the outbox worker's retry
// schedule and poll shortened so the webhook-outage bench sees a receiver's recovery in
// seconds rather than after the production backoff: the same app, routes, store, worker and
// deliverer, assembled here from the pieces startLeadService uses (it fixes the policy).
//   node short-retry-api.ts --port=<n> --dist=<dir> [--retry-base-ms=200] [--retry-max-ms=1000]
// Environment as for npm run api: FORECOURT_DATA_DIR, DATABASE_URL, FORECOURT_RATE_*, the
// webhooks' secret variables, LOG_LEVEL.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPlatformApp } from '../app/platform-app.ts';
import { platformOptionsFromEnv } from '../app/env-options.ts';
import { createPlatformLogger } from '../app/logging.ts';
import { createLeadDeliverer } from '../lead-delivery/deliver-job.ts';
import { leadServiceEnv } from '../lead-service.ts';
import { startOutboxWorker } from '../outbox/index.ts';
import { registerLeadApi } from '../routes/index.ts';
import { DEFAULT_DATA_DIR, openStore } from '../store/index.ts';
import { listenOnLoopback } from '../../serve/server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    dist: { type: 'string' },
    'retry-base-ms': { type: 'string', default: '200' },
    'retry-max-ms': { type: 'string', default: '1000' },
    'poll-ms': { type: 'string', default: '250' },
  },
  strict: true,
});
if (!values.dist) throw new Error('--dist=<dir> is required');

const distDir = path.resolve(values.dist);
const settings = leadServiceEnv(process.env);
const dataDir = path.resolve(settings.dataDir ?? DEFAULT_DATA_DIR);
const logger = createPlatformLogger({ level: process.env['LOG_LEVEL'] ?? 'info' });
const app = await createPlatformApp({
  distDir,
  serveSites: false,
  logger,
  ...platformOptionsFromEnv(),
});
const store = await openStore({ dataDir, databaseUrl: settings.databaseUrl });
const worker = startOutboxWorker({
  store,
  deliver: createLeadDeliverer({ distDir, dataDir, env: process.env }),
  policy: {
    baseMs: Number(values['retry-base-ms']),
    maxMs: Number(values['retry-max-ms']),
    windowMs: 60 * 60_000,
  },
  pollMs: Number(values['poll-ms']),
  onError: (error) => app.log.error({ err: error }, 'outbox: the store failed; trying again'),
  onOutcome: (job, outcome) => {
    if (outcome.kind === 'delivered') return;
    app.log.warn(
      { job: job.id, tenant: job.tenant, outcome: outcome.kind, error: outcome.error },
      'outbox: delivery not done',
    );
  },
});
registerLeadApi(app, { store, env: process.env, onLeadCompleted: () => worker.wake() });
const host = process.env['FORECOURT_HOST'];
const running = await listenOnLoopback(app, {
  port: Number(values.port),
  ...(host ? { host } : {}),
});
logger.info({ port: running.port, distDir }, 'platform API listening');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running
      .close()
      .then(() => worker.stop())
      .then(() => store.close())
      .then(() => process.exit(0));
  });
}
