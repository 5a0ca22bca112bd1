/**
 * The tenant directory on a fresh start: requests that arrive while its first look at dist/
 * is under way wait for it, instead of being answered from the empty list before it (a
 * restarted API must not refuse a real dealer's leads).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTenantDirectory } from '../../../src/server/api/app/tenant-directory.ts';
import { writeSite } from './support.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'forecourt-tenants-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

it('answers every request that arrives during the first scan from that scan', async () => {
  await writeSite(dist, 'kestrel-bay-subaru', { 'index.html': '<p>home</p>' });
  const directory = createTenantDirectory({ distDir: dist });
  const routes = await Promise.all(
    Array.from({ length: 5 }, () => directory.resolve('kestrel-bay-subaru.localhost:4321')),
  );
  expect(routes.map((route) => route.kind)).toEqual(Array(5).fill('tenant'));
});
