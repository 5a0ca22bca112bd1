/**
 * A platform app over one sample dealer's tenant data, with the lead API on a real SQLite
 * store in a temp directory: what `npm start` runs, minus the pages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createPlatformApp } from '../../../src/server/api/app/index.ts';
import { registerLeadApi } from '../../../src/server/api/routes/index.ts';
import { openStore, type Store } from '../../../src/server/api/store/index.ts';
import { emitTenantData, type Env } from '../../../src/server/api/tenant/index.ts';
import { writeBuildRecord } from '../../../src/server/build/build-record.ts';
import { prepareDealer } from '../../../src/server/prepare/prepare-dealer.ts';

export const TENANT = 'ironbark-motorcycles';
export const HOST = `${TENANT}.localhost`;
export const ORIGIN = `http://${HOST}`;

export interface LeadApiFixture {
  app: FastifyInstance;
  store: Store;
  dataDir: string;
  distDir: string;
  prepared: ReturnType<typeof prepareDealer>;
  completed: number;
  close(): Promise<void>;
}

export async function leadApiFixture(
  options: { now?: Date; env?: Env } = {},
): Promise<LeadApiFixture> {
  const root = mkdtempSync(path.join(tmpdir(), 'forecourt-lead-api-'));
  const distDir = path.join(root, 'dist');
  const dataDir = path.join(root, 'data');
  const siteDir = path.join(distDir, TENANT);
  const prepared = prepareDealer(TENANT, options.now ? { now: options.now } : {});
  emitTenantData(prepared.site, siteDir);
  await writeBuildRecord(siteDir, {
    slug: TENANT,
    siteUrl: prepared.site.dealer.url,
    fingerprint: 'f',
    builtAt: prepared.site.now.toISOString(),
    pages: 1,
    bytes: 1,
    seconds: 1,
  });
  const store = await openStore({ dataDir });
  const app = await createPlatformApp({
    distDir,
    logger: false,
    serveSites: false,
    rateLimits: false,
  });
  const fixture: LeadApiFixture = {
    app,
    store,
    dataDir,
    distDir,
    prepared,
    completed: 0,
    async close() {
      await app.close();
      await store.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
  registerLeadApi(app, {
    store,
    env: options.env ?? {},
    clock: () => options.now ?? new Date(),
    onLeadCompleted: () => void fixture.completed++,
  });
  await app.ready();
  return fixture;
}

/** A JSON write from the dealer's own pages. */
export function post(
  app: FastifyInstance,
  url: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  method: 'POST' | 'PUT' = 'POST',
) {
  return app.inject({
    method,
    url,
    headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}
