/**
 * The Algolia admin key reaches Algolia and nothing else: a real dealer build runs with
 * ALGOLIA_ADMIN_KEY in the environment, then the search build steps (index file, Algolia sync
 * against a loopback receiver), and no file of the finished site folder contains the key.
 */
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDealer } from '../../../src/server/build/dealer-build.ts';
import { PROJECT_ROOT } from '../../../src/server/build/paths.ts';
import { syncSearchIndexForBuild } from '../../../src/server/search/build-sync.ts';
import { emitSearchIndex } from '../../../src/server/search/emit-index.ts';
import { searchClientProps } from '../../../src/lib/search/client/island-props.ts';
import { prepareDealer } from '../../../src/server/prepare/prepare-dealer.ts';
import { startAlgoliaReceiver, type AlgoliaReceiver } from './algolia-receiver.ts';

const ADMIN_KEY = 'admin-key-must-not-ship-5e8d21';
const SLUG = 'ironbark-motorcycles';
let work: string;
let receiver: AlgoliaReceiver;
const previousKey = process.env.ALGOLIA_ADMIN_KEY;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  receiver = await startAlgoliaReceiver();
  // Astro builds only inside the project; .cache/ is git-ignored.
  await mkdir(path.join(PROJECT_ROOT, '.cache'), { recursive: true });
  work = await mkdtemp(path.join(PROJECT_ROOT, '.cache', 'search-admin-key-'));
  const dealerDir = path.join(work, 'dealers', SLUG);
  await cp(path.join(PROJECT_ROOT, 'dealers', SLUG), dealerDir, { recursive: true });
  const file = path.join(dealerDir, 'dealer.json');
  const dealer = JSON.parse(await readFile(file, 'utf8')) as { search: Record<string, unknown> };
  dealer.search = {
    ...dealer.search,
    engine: 'algolia',
    filters: ['sold:false'],
    algolia: { app_id: 'FORECOURTTEST', search_key: 'search-only-key-0123' },
  };
  await writeFile(file, JSON.stringify(dealer, null, 2));
  process.env.ALGOLIA_ADMIN_KEY = ADMIN_KEY;
}, 60_000);

afterAll(async () => {
  if (previousKey === undefined) delete process.env.ALGOLIA_ADMIN_KEY;
  else process.env.ALGOLIA_ADMIN_KEY = previousKey;
  await receiver.close();
  await rm(work, { recursive: true, force: true });
});

describe('a dealer build with ALGOLIA_ADMIN_KEY set', () => {
  it('syncs with the key but writes it into no file of the site', async () => {
    const dealersDir = path.join(work, 'dealers');
    const distDir = path.join(work, 'dist');
    const built = await buildDealer(SLUG, {
      projectRoot: PROJECT_ROOT,
      dealersDir,
      distDir,
      projectFingerprint: 'search-admin-key-test',
      force: true,
      verbose: false,
    });
    expect(built.result.status, String(built.error)).toBe('built');

    const siteDir = path.join(distDir, SLUG);
    const { site, searchIndexFile } = prepareDealer(SLUG, { dealersDir });
    expect(await emitSearchIndex(searchIndexFile, siteDir)).toBeNull(); // Algolia dealer: no index file
    const sync = await syncSearchIndexForBuild(site, process.env, receiver.hosts);
    expect(sync.status).toBe('synced');
    expect(receiver.requests.some((r) => r.headers['x-algolia-api-key'] === ADMIN_KEY)).toBe(true);
    // What a search page embeds for its island, written as the page would.
    await writeFile(
      path.join(siteDir, 'island-props.json'),
      JSON.stringify(searchClientProps(site)),
    );

    const files = await filesUnder(siteDir);
    expect(files.length).toBeGreaterThan(10);
    const leaking: string[] = [];
    for (const f of files) if ((await readFile(f)).includes(ADMIN_KEY)) leaking.push(f);
    expect(leaking).toEqual([]);
    expect(JSON.stringify(sync)).not.toContain(ADMIN_KEY);
  }, 180_000);
});
