/**
 * The platform app over an Australian and a New Zealand sample dealer's tenant data, with the
 * geocoding route as registerLeadApi adds it, and its log lines kept to read back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createPlatformApp, createPlatformLogger } from '../../../src/server/api/app/index.ts';
import { createBenchDist } from '../../../src/server/api/bench/bench-dist.ts';
import {
  geocodeRoutes,
  type GeocodeRouteOptions,
} from '../../../src/server/api/geocode/geocode-routes.ts';
import { logCapture } from '../serve/support.ts';

/** Dealers in Western Australia and in Wellington. */
export const AU_HOST = 'ironbark-motorcycles.localhost';
export const NZ_HOST = 'totara-motors.localhost';

export interface GeocodeFixture {
  get(host: string, query: string): Promise<LightMyRequestResponse>;
  logLines(): string[];
  close(): Promise<void>;
}

export async function geocodeFixture(options: GeocodeRouteOptions): Promise<GeocodeFixture> {
  const root = mkdtempSync(path.join(tmpdir(), 'forecourt-geocode-'));
  const { distDir, tenants } = await createBenchDist(path.join(root, 'dist'), {
    dealers: ['ironbark-motorcycles', 'totara-motors'],
  });
  if (tenants.map((tenant) => tenant.dealer.country).join() !== 'AU,NZ') {
    throw new Error('the fixture needs an AU dealer and then an NZ dealer');
  }
  const logs = logCapture();
  const app = await createPlatformApp({
    distDir,
    serveSites: false,
    rateLimits: false,
    logger: createPlatformLogger({ level: 'info', destination: logs.stream }),
  });
  geocodeRoutes(app, options);
  await app.ready();
  return {
    get: (host, query) =>
      app.inject({ method: 'GET', url: `/api/geocode?${query}`, headers: { host } }),
    logLines: logs.lines,
    async close() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
