import { createPlatformApp } from '../api/app/platform-app.ts';
import { platformOptionsFromEnv } from '../api/app/env-options.ts';
import { createPlatformLogger } from '../api/app/logging.ts';
import { terminalLogDestination } from '../api/app/log-line.ts';
import { describeLeadService, leadServiceEnv, startLeadService } from '../api/lead-service.ts';
import { watchRebuildRequests } from '../api/payments/rebuild-watcher.ts';
import { runBuildCli } from '../build/build-cli.ts';
import { parsePort } from '../build/cli-args.ts';
import { DEFAULT_DIST_DIR } from '../build/paths.ts';
import { listenOnLoopback, type RunningServer } from './server.ts';
import { listTenants } from './tenant-index.ts';
import { indexOrigin, tenantOrigin } from './tenant-url.ts';

export const DEFAULT_PORT = 4321;

export interface StartOptions {
  port: number | undefined;
  force: boolean;
  verbose: boolean;
  skipBuild: boolean;
  distDir?: string;
}

/**
 * `npm start`: builds what is missing or outdated (unchanged dealers are skipped by their
 * fingerprint), then serves every built site and the API from one platform app and prints
 * the URLs. A dealer that fails to build keeps its previous site, if any, and the rest are
 * still served. Logs are short lines on stdout at LOG_LEVEL (default warn, so the terminal
 * stays quiet; LOG_LEVEL=info shows one line per request).
 */
export async function runStartCli(options: StartOptions): Promise<RunningServer> {
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const port = options.port ?? parsePort(process.env['PORT']) ?? DEFAULT_PORT;
  if (!options.skipBuild) {
    const outcomes = await runBuildCli({
      dealers: [],
      force: options.force,
      verbose: options.verbose,
      distDir,
    });
    if (outcomes.some((outcome) => outcome.result.status === 'failed')) {
      console.warn('Some dealers failed to build; serving the sites that exist.');
    }
  }
  const app = await createPlatformApp({
    distDir,
    logger: createPlatformLogger({
      level: process.env['LOG_LEVEL'] ?? 'warn',
      destination: terminalLogDestination(),
    }),
    ...platformOptionsFromEnv(),
  });
  const leads = await startLeadService(app, {
    distDir,
    ...leadServiceEnv(process.env),
    env: process.env,
  });
  // A deposit paid or refunded asks for its dealer's rebuild (RESERVED on the site).
  const rebuilds = watchRebuildRequests({
    dataDir: leads.dataDir,
    build: async (slug) => {
      await runBuildCli({ dealers: [slug], force: false, verbose: options.verbose, distDir });
    },
    log: { warn: (message) => console.warn(message) },
  });
  const host = process.env['FORECOURT_HOST'];
  const listening = await listenOnLoopback(app, { port, ...(host ? { host } : {}) });
  const running: RunningServer = {
    ...listening,
    close: async () => {
      await listening.close();
      await rebuilds.close();
      await leads.close();
    },
  };
  console.log(`\nForecourt is serving ${distDir}`);
  console.log(`  index  ${indexOrigin(running.port)}/`);
  for (const tenant of await listTenants(distDir)) {
    console.log(`  site   ${tenantOrigin(tenant.slug, running.port)}/`);
  }
  console.log(`  api    ${indexOrigin(running.port)}/api/* (and /api/* on every site)`);
  console.log(`  leads  ${describeLeadService(leads, process.env)}\n`);
  return running;
}
