// npm run api [-- --port=<n>] [--dist=<dir>]
// The platform API alone, for deployments where a CDN serves the dealer sites and forwards
// /api/* here: the same app as `npm start` without the sites (and without building). It still
// reads <dist>/<slug>/ for each tenant's build record and API data. JSON log lines on stdout
// at LOG_LEVEL (default info). PORT, FORECOURT_HOST (default: both loopback addresses; 0.0.0.0
// in a container) and the FORECOURT_* settings of src/server/api/app/env-options.ts apply;
// leads go to FORECOURT_DATA_DIR (default .data/) or DATABASE_URL, e-mail by SMTP_URL, and
// sign-in codes by SMS_PROVIDER (unset: the log and <data dir>/sms-outbox.jsonl; docs/api.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPlatformApp } from '../src/server/api/app/platform-app.ts';
import { platformOptionsFromEnv } from '../src/server/api/app/env-options.ts';
import { createPlatformLogger } from '../src/server/api/app/logging.ts';
import { leadServiceEnv, startLeadService } from '../src/server/api/lead-service.ts';
import { parsePort } from '../src/server/build/cli-args.ts';
import { DEFAULT_DIST_DIR } from '../src/server/build/paths.ts';
import { listenOnLoopback } from '../src/server/serve/server.ts';

const DEFAULT_API_PORT = 4322;

const { values } = parseArgs({
  options: { port: { type: 'string' }, dist: { type: 'string' } },
  strict: true,
});

const distDir = values.dist ? path.resolve(values.dist) : DEFAULT_DIST_DIR;
const port = parsePort(values.port) ?? parsePort(process.env['PORT']) ?? DEFAULT_API_PORT;
const logger = createPlatformLogger({ level: process.env['LOG_LEVEL'] ?? 'info' });
const app = await createPlatformApp({
  distDir,
  serveSites: false,
  logger,
  ...platformOptionsFromEnv(),
});
const leads = await startLeadService(app, {
  distDir,
  ...leadServiceEnv(process.env),
  env: process.env,
});
const host = process.env['FORECOURT_HOST'];
const running = await listenOnLoopback(app, { port, ...(host ? { host } : {}) });
logger.info({ port: running.port, distDir }, 'platform API listening');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running
      .close()
      .then(() => leads.close())
      .then(() => process.exit(0));
  });
}
