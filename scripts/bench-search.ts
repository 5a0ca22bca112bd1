/**
 * Search benchmark (DESIGN §6: p95 ≤ 10 ms per search on 5,000 cars, all facets counted;
 * index ≤ 200 KB brotli). Run: npx node scripts/bench-search.ts [--cars=5000] [--batches=2000]
 *
 * Generates stock with the platform's own generator, builds the index, reports its size
 * (raw / gzip / brotli) and build and load times, then times the engine on InstantSearch
 * batches built by algoliasearch-helper (the request builder InstantSearch uses) from random
 * queries, refinements, sorts and pages, every facet requested. A second index with unique
 * photo URLs per car shows the size for a dealer feed with real photos.
 */
import algoliasearchHelper from 'algoliasearch-helper';
import { loadavg } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { generateFeed } from '../src/demo/stock/generate-feed.ts';
import { createEmbeddedSearchClient } from '../src/lib/search/engine/client.ts';
import type { SearchIndexFile } from '../src/lib/search/engine/format.ts';
import { buildSearchIndex } from '../src/lib/search/engine/index-builder.ts';
import type { Car, StockLocation } from '../src/lib/stock/car.ts';
import { normaliseFeed } from '../src/lib/stock/normalise.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CARS = arg('cars', 5000);
const BATCHES = arg('batches', 2000);

const LOCATIONS: StockLocation[] = [
  'Brisbane City',
  'Springwood',
  'Southport',
  'Nerang',
  'Capalaba',
  'Robina',
].map((name, i) => ({
  id: 200 + i,
  name: `Meridian ${name}`,
  slug: `meridian-${name.toLowerCase().replace(' ', '-')}`,
  city: name,
  state: 'QLD',
  phone: `07 55${i}0 1234`,
  dealership_id: 1 + (i % 2),
  dealership_slug: `meridian-${i % 2}`,
  dealership_name: `Meridian ${i % 2 ? 'Gold Coast' : 'Brisbane'}`,
}));

function generateCars(count: number): Car[] {
  const feed = generateFeed({
    seed: 'bench-search',
    count,
    country: 'AU',
    vehicleKind: 'car',
    locations: LOCATIONS,
    now: new Date('2025-06-01T00:00:00Z'),
    paymentProcessors: [
      {
        authorization_type: 'stripe',
        authorization_key: 'pk_live_x',
        deposit_amount: 500,
        apple_pay_enabled: true,
        google_pay_enabled: true,
        google_merchant_id: null,
      },
    ],
    financeLenders: { angle: { deposit: 0, termYears: 5 } },
  });
  return normaliseFeed(feed, { locations: LOCATIONS, notFoundImageUrl: '/media/not-found.svg' })
    .cars;
}

/** The same cars as a real feed would have them: every photo its own URL on an image CDN. */
function withPhotoUrls(cars: Car[]): Car[] {
  return cars.map((c) => {
    const hash = (n: number) => ((c.id * 2654435761 + n * 40503) >>> 0).toString(36);
    const urls = c.images.map(
      (_, n) => `https://images.forecourt.example/stock/${c.dealership_id}/${c.id}/${hash(n)}.jpg`,
    );
    return {
      ...c,
      primary_image_url: urls[0] ?? c.primary_image_url,
      thumbnails: urls.map((u) => `${u}?w=400`),
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
function sizes(index: SearchIndexFile): string {
  const json = JSON.stringify(index);
  const brotli = brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
  return `raw ${kb(json.length)}, gzip ${kb(gzipSync(json, { level: 9 }).length)}, brotli ${kb(brotli.length)}`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const ms = (n: number) => `${n.toFixed(2)} ms`;
/** CPU time of this process in ms: unlike wall time, not inflated when other work shares the cores. */
function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Wall and CPU milliseconds of each run. */
function timeIt(runs: number, fn: () => void): { wall: number[]; cpu: number[] } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = cpuNow();
    const t = performance.now();
    fn();
    wall.push(performance.now() - t);
    cpu.push(cpuNow() - c);
  }
  return { wall, cpu };
}

function report(label: string, runs: { wall: number[]; cpu: number[] }): void {
  const line = (xs: number[]) =>
    xs.length === 1 ? ms(xs[0]!) : `first ${ms(xs[0]!)}, median ${ms(median(xs))}`;
  console.log(`${label}: wall ${line(runs.wall)}; CPU ${line(runs.cpu)}`);
}
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

/** Seeded random numbers (mulberry32), so every run measures the same batches. */
function rng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
  };
}

const DISJUNCTIVE = [
  'car_type',
  'make',
  'model',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'location_name',
  'city',
  'dealership_name',
  'filtered_features',
  'tag',
  'price',
  'km',
  'year',
  'seats',
];
const CONJUNCTIVE = ['status', 'certified', 'photos_count', 'stocknum'];
const SORTS = [
  'cars',
  'cars',
  'cars',
  'cars_price_asc',
  'cars_price_desc',
  'cars_km_asc',
  'cars_year_desc',
  'cars_newest',
];

type Request = { indexName: string; params: Record<string, unknown> };

/** InstantSearch batches as algoliasearch-helper builds them (captured, not sent). */
function helperBatches(cars: Car[], count: number): Request[][] {
  const r = rng(2024);
  const batches: Request[][] = [];
  const capture = {
    search: (requests: Request[]) => {
      batches.push(requests);
      return new Promise(() => {});
    },
  };
  for (let i = 0; i < count; i++) {
    const car = r.pick(cars);
    const helper = algoliasearchHelper(
      capture as unknown as Parameters<typeof algoliasearchHelper>[0],
      r.pick(SORTS),
      {
        disjunctiveFacets: DISJUNCTIVE,
        facets: CONJUNCTIVE,
        hierarchicalFacets: [
          { name: 'make_model.lvl0', attributes: ['make_model.lvl0', 'make_model.lvl1'] },
        ],
        hitsPerPage: 21,
        maxValuesPerFacet: r.pick([30, 100]),
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
        filters: r.chance(0.3) ? 'sold:false' : undefined,
      } as ConstructorParameters<typeof algoliasearchHelper.SearchParameters>[0],
    );
    if (r.chance(0.5)) {
      const word = r.pick([
        car.make,
        car.model,
        `${car.make} ${car.model}`,
        car.model.slice(0, 3),
        `${car.year} ${car.make}`,
        car.badge,
        'automatic',
        'diesel ute',
        'toyta',
        'cx5',
      ]);
      helper.setQuery(word);
    }
    for (const attr of ['make', 'simple_body', 'car_type', 'filtered_features', 'location_name']) {
      if (r.chance(0.25))
        helper.addDisjunctiveFacetRefinement(
          attr,
          String(
            r.pick(cars)[attr as keyof Car] instanceof Array
              ? r.pick(car.filtered_features.length ? car.filtered_features : ['Bluetooth'])
              : r.pick(cars)[attr as keyof Car],
          ),
        );
    }
    if (r.chance(0.3)) helper.addNumericRefinement('price', '>=', r.pick([5000, 10000, 20000]));
    if (r.chance(0.3)) helper.addNumericRefinement('price', '<=', r.pick([30000, 60000, 250000]));
    if (r.chance(0.15)) helper.addNumericRefinement('km', '<=', r.pick([20000, 100000]));
    if (r.chance(0.1)) helper.addFacetRefinement('certified', 'true');
    if (r.chance(0.15))
      helper.toggleFacetRefinement(
        'make_model.lvl0',
        r.chance(0.5) ? car.make : `${car.make} > ${car.model}`,
      );
    helper.setPage(r.chance(0.75) ? 0 : r.int(1, 5));
    helper.search();
  }
  return batches;
}

async function main(): Promise<void> {
  console.log(
    `Search benchmark: ${CARS} cars, ${BATCHES} batches (Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const cars = generateCars(CARS);

  report(
    'index build (5 runs)',
    timeIt(5, () => buildSearchIndex(cars)),
  );
  const index = buildSearchIndex(cars);
  console.log(`index size (generated stock, illustration URLs): ${sizes(index)}`);
  console.log(
    `index size (same stock, unique photo URLs):      ${sizes(buildSearchIndex(withPhotoUrls(cars)))}`,
  );

  const json = JSON.stringify(index);
  report(
    'load, JSON.parse + client (10 runs)',
    timeIt(10, () => createEmbeddedSearchClient(JSON.parse(json) as SearchIndexFile)),
  );

  const batches = helperBatches(cars, BATCHES);
  const requests = batches.reduce((n, b) => n + b.length, 0);
  const client = createEmbeddedSearchClient(JSON.parse(json) as SearchIndexFile);
  report(
    'first batch after load (orderings and postings are built on first use)',
    timeIt(1, () => void client.search(batches[0]!)),
  );

  // The engine works synchronously before returning its promise, so timing the call times the search.
  let next = 0;
  const runs = timeIt(batches.length, () => void client.search(batches[next++]!));
  console.log(
    `per batch (${batches.length} batches, ${(requests / batches.length).toFixed(1)} requests each on average, all facets counted):`,
  );
  for (const [label, times] of [
    ['wall', runs.wall],
    ['CPU ', runs.cpu],
  ] as const) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `  ${label} p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1)!)}`,
    );
  }
  await clientBundleSize();
}

/** The browser's share: the client and everything it imports, minified (esbuild comes with Astro's toolchain). */
async function clientBundleSize(): Promise<void> {
  try {
    const esbuild = await import('esbuild');
    const out = await esbuild.build({
      entryPoints: [new URL('../src/lib/search/engine/client.ts', import.meta.url).pathname],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      target: 'es2022',
    });
    const code = out.outputFiles[0]!.contents;
    console.log(
      `client code (minified): ${kb(code.length)}, gzip ${kb(gzipSync(code, { level: 9 }).length)}, brotli ${kb(brotliCompressSync(code).length)}`,
    );
  } catch (error) {
    console.log(
      `client code size: not measured (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

await main();
