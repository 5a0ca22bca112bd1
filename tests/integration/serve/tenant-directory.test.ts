/**
 * The tenant directory on a fresh start: requests that arrive while its first look at dist/
 * is under way wait for it, instead of being answered from the empty list before it (a
 * restarted API must not refuse a real dealer's leads).
 */
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
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

it("keeps a tenant's entry through another dealer's rebuild, and renews the rebuilt one", async () => {
  await writeSite(dist, 'alpha', { 'index.html': 'alpha' });
  await writeSite(dist, 'beta', { 'index.html': 'beta one' });
  const directory = createTenantDirectory({ distDir: dist, refreshMs: 0 });
  const tenantOf = async (slug: string) => {
    const route = await directory.resolve(`${slug}.localhost`);
    return route.kind === 'tenant' ? route.tenant : null;
  };
  const alpha = await tenantOf('alpha');
  const beta = await tenantOf('beta');
  // As the build swaps a site in (aside-swap.ts): finished aside, then renamed into place.
  const aside = mkdtempSync(path.join(tmpdir(), 'forecourt-aside-'));
  await writeSite(aside, 'beta', { 'index.html': 'beta two' });
  renameSync(path.join(dist, 'beta'), path.join(aside, 'retired'));
  renameSync(path.join(aside, 'beta'), path.join(dist, 'beta'));
  rmSync(aside, { recursive: true, force: true });
  const rebuilt = await tenantOf('beta');
  expect(rebuilt).not.toBe(beta);
  expect(rebuilt).toMatchObject({ slug: 'beta', siteRoot: path.join(dist, 'beta') });
  expect(await tenantOf('alpha')).toBe(alpha);
});
