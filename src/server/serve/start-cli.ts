import { runBuildCli } from '../build/build-cli.ts';
import { parsePort } from '../build/cli-args.ts';
import { DEFAULT_DIST_DIR } from '../build/paths.ts';
import { registerPrintRoutes } from '../print/index.ts';
import { createApiRegistry } from './api.ts';
import { startServer, type RunningServer } from './server.ts';
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
 * fingerprint), then serves every built site from one server and prints the URLs. A dealer
 * that fails to build keeps its previous site, if any, and the rest are still served.
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
  const api = createApiRegistry();
  registerPrintRoutes(api, { distDir });
  const running = await startServer({
    distDir,
    port,
    api,
    ...(process.env['FORECOURT_HOST'] ? { host: process.env['FORECOURT_HOST'] } : {}),
  });
  console.log(`\nForecourt is serving ${distDir}`);
  console.log(`  index  ${indexOrigin(running.port)}/`);
  for (const tenant of await listTenants(distDir)) {
    console.log(`  site   ${tenantOrigin(tenant.slug, running.port)}/`);
  }
  console.log(`  api    ${indexOrigin(running.port)}/api/* (and /api/* on every site)\n`);
  return running;
}
