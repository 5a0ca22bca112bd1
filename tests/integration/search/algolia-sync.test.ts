/**
 * The build's Algolia sync against a real HTTP receiver on loopback: the real algoliasearch
 * client sends the dealer's settings, replicas and records; the receiver records what arrived.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncSearchIndexForBuild } from '../../../src/server/search/build-sync.ts';
import {
  startAlgoliaReceiver,
  type AlgoliaReceiver,
  type ReceivedRequest,
} from './algolia-receiver.ts';
import { ALGOLIA_APP_ID, algoliaSite, sampleSite } from './dealers.ts';

const ADMIN_KEY = 'admin-key-never-in-output-7f3c';
let receiver: AlgoliaReceiver;

beforeAll(async () => {
  receiver = await startAlgoliaReceiver();
});
afterAll(() => receiver.close());

const settingsFor = (requests: ReceivedRequest[], index: string) =>
  requests.find((r) => r.method === 'PUT' && r.path === `/1/indexes/${index}/settings`)?.body as
    Record<string, unknown> | undefined;

describe('syncing a dealer that searches Algolia', () => {
  const site = algoliaSite('kestrel-bay-subaru');
  let requests: ReceivedRequest[];

  beforeAll(async () => {
    const start = receiver.requests.length;
    const outcome = await syncSearchIndexForBuild(
      site,
      { ALGOLIA_ADMIN_KEY: ADMIN_KEY },
      receiver.hosts,
    );
    expect(outcome).toMatchObject({
      status: 'synced',
      slug: 'kestrel-bay-subaru',
      indexName: 'Car_production',
    });
    requests = receiver.requests.slice(start);
  });

  it('authenticates every request with the app id and the admin key from the environment', () => {
    expect(requests.length).toBeGreaterThan(5);
    for (const r of requests) {
      expect(r.headers['x-algolia-application-id']).toBe(ALGOLIA_APP_ID);
      expect(r.headers['x-algolia-api-key']).toBe(ADMIN_KEY);
    }
  });

  it('sets the primary index: searchable attributes, facets, custom_rank descending, replicas', () => {
    const primary = settingsFor(requests, 'Car_production');
    expect(primary).toMatchObject({
      customRanking: ['desc(custom_rank)'],
      replicas: [
        'Car_production_price_asc',
        'Car_production_price_desc',
        'Car_production_km_asc',
        'Car_production_year_desc',
        'Car_production_newest',
      ],
    });
    expect(primary?.searchableAttributes).toEqual(
      expect.arrayContaining(['unordered(make)', 'unordered(model)']),
    );
    expect(primary?.attributesForFaceting).toEqual(
      expect.arrayContaining([
        'searchable(make)',
        'searchable(model)',
        'car_type',
        'price',
        'year',
      ]),
    );
  });

  it('gives each replica its sort, after the primary is set', () => {
    const primaryAt = requests.findIndex((r) => r.path === '/1/indexes/Car_production/settings');
    const expected: Record<string, string> = {
      Car_production_price_asc: 'asc(price_sort)',
      Car_production_price_desc: 'desc(price_sort)',
      Car_production_km_asc: 'asc(km)',
      Car_production_year_desc: 'desc(year)',
      Car_production_newest: 'desc(created_at_timestamp)',
    };
    for (const [replica, sort] of Object.entries(expected)) {
      const at = requests.findIndex((r) => r.path === `/1/indexes/${replica}/settings`);
      expect(at).toBeGreaterThan(primaryAt);
      const ranking = (requests[at]!.body as { ranking: string[] }).ranking;
      expect(ranking[0]).toBe(sort);
      expect((requests[at]!.body as { customRanking: string[] }).customRanking).toEqual([
        'desc(custom_rank)',
      ]);
    }
  });

  it('replaces every record through a temporary index moved over the primary', () => {
    const batches = requests.filter((r) => r.method === 'POST' && r.path.endsWith('/batch'));
    const tmp = batches[0]!.path.split('/')[3]!;
    expect(tmp).toMatch(/^Car_production_tmp_\d+$/);
    const records = batches.flatMap(
      (b) => (b.body as { requests: { action: string; body: Record<string, unknown> }[] }).requests,
    );
    expect(records.every((r) => r.action === 'addObject')).toBe(true);
    expect(records.map((r) => r.body.objectID).sort()).toEqual(
      site.cars.map((c) => String(c.id)).sort(),
    );
    const car = site.cars[0]!;
    expect(records.find((r) => r.body.objectID === String(car.id))?.body).toMatchObject({
      name: car.name,
      price: car.price,
      primary_image_url: car.primary_image_url,
      slug: car.slug,
      custom_rank: car.custom_rank,
    });
    const move = requests.find(
      (r) =>
        r.path === `/1/indexes/${tmp}/operation` &&
        (r.body as { operation: string }).operation === 'move',
    );
    expect(move?.body).toEqual({ operation: 'move', destination: 'Car_production' });
  });

  it('never sends the admin key, or any payment key, inside a body', () => {
    const bodies = JSON.stringify(requests.map((r) => r.body));
    expect(bodies).not.toContain(ADMIN_KEY);
    for (const car of site.cars)
      for (const p of car.payment_processors)
        if (p.authorization_key) expect(bodies).not.toContain(p.authorization_key);
  });
});

describe('when to sync', () => {
  it('skips dealers on the embedded engine, and any dealer without ALGOLIA_ADMIN_KEY', async () => {
    const before = receiver.requests.length;
    const embedded = await syncSearchIndexForBuild(
      sampleSite('totara-motors'),
      { ALGOLIA_ADMIN_KEY: ADMIN_KEY },
      receiver.hosts,
    );
    const noKey = await syncSearchIndexForBuild(algoliaSite('totara-motors'), {}, receiver.hosts);
    expect([embedded.status, noKey.status]).toEqual(['skipped', 'skipped']);
    expect(receiver.requests.length).toBe(before);
  });

  it('reports a failed dealer with its reason, and the next dealer still syncs', async () => {
    receiver.failWhen((r) => r.path === '/1/indexes/Broken_index/settings', 403, {
      message: 'Method not allowed with this API key',
      status: 403,
    });
    const failed = await syncSearchIndexForBuild(
      algoliaSite('totara-motors', { index_name: 'Broken_index' }),
      { ALGOLIA_ADMIN_KEY: ADMIN_KEY },
      receiver.hosts,
    );
    expect(failed).toMatchObject({ status: 'failed', slug: 'totara-motors' });
    expect(failed.status === 'failed' && failed.reason).toContain(
      'Method not allowed with this API key',
    );
    expect(JSON.stringify(failed)).not.toContain(ADMIN_KEY);

    const next = await syncSearchIndexForBuild(
      algoliaSite('ironbark-motorcycles', {
        index_name: 'Ironbark',
        replicas: { price_desc: 'Ironbark_dearest' },
      }),
      { ALGOLIA_ADMIN_KEY: ADMIN_KEY },
      receiver.hosts,
    );
    expect(next).toMatchObject({
      status: 'synced',
      indexName: 'Ironbark',
      replicas: ['Ironbark_dearest'],
    });
  });
});
