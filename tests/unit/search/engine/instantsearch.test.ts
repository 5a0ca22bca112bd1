/**
 * The engine behind real instantsearch.js: headless widgets (connectors) in Node, the same
 * code react-instantsearch runs in the browser. Checks what a shopper would see after each
 * refinement against the naive reference.
 */
import instantsearch from 'instantsearch.js';
import {
  connectConfigure,
  connectHierarchicalMenu,
  connectHits,
  connectPagination,
  connectRange,
  connectRefinementList,
  connectSearchBox,
  connectSortBy,
  connectToggleRefinement,
} from 'instantsearch.js/es/connectors/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedSearchClient } from '../../../../src/lib/search/engine/client.ts';
import { buildSearchIndex } from '../../../../src/lib/search/engine/index-builder.ts';
import type { Car } from '../../../../src/lib/stock/car.ts';
import { fixtureCars } from './fixture-cars.ts';
import { countValues, orderCars, referenceMatches } from './reference.ts';

type Rendered = Record<string, Record<string, unknown>>;

const cars: Car[] = fixtureCars(800, 'instantsearch');
const latest: Rendered = {};
let search: ReturnType<typeof instantsearch>;
let renders = 0;

/** A headless widget that keeps its latest render state under `name`. */
function capture<T>(name: string) {
  return (state: T) => {
    latest[name] = state as Record<string, unknown>;
    renders++;
  };
}

/** Waits until InstantSearch has answered and rendered. */
async function settled(): Promise<void> {
  const before = renders;
  for (let i = 0; i < 200 && (renders === before || search.status !== 'idle'); i++)
    await new Promise((r) => setTimeout(r, 5));
  await new Promise((r) => setTimeout(r, 20));
}

const call = (name: string, fn: string, ...args: unknown[]) =>
  (latest[name]![fn] as (...a: unknown[]) => unknown)(...args);

beforeAll(async () => {
  const searchClient = createEmbeddedSearchClient(
    JSON.parse(JSON.stringify(buildSearchIndex(cars))),
  );
  // No cast: the engine's client satisfies InstantSearch's SearchClient type (npm run typecheck checks it).
  search = instantsearch({ indexName: 'cars', searchClient });
  search.addWidgets([
    connectConfigure(capture('configure'))({
      searchParameters: { hitsPerPage: 21, filters: 'sold:false' },
    }),
    connectSearchBox(capture('searchBox'))({}),
    connectHits(capture('hits'))({}),
    connectRefinementList(capture('make'))({ attribute: 'make', limit: 100 }),
    connectRefinementList(capture('body'))({ attribute: 'simple_body', limit: 100 }),
    connectHierarchicalMenu(capture('makeModel'))({
      attributes: ['make_model.lvl0', 'make_model.lvl1'],
      limit: 100,
    }),
    connectRange(capture('price'))({ attribute: 'price' }),
    connectToggleRefinement(capture('certified'))({ attribute: 'certified' }),
    connectSortBy(capture('sortBy'))({
      items: [
        { value: 'cars', label: 'Featured' },
        { value: 'cars_price_asc', label: 'Price' },
      ],
    }),
    connectPagination(capture('pagination'))({}),
  ]);
  search.start();
  await settled();
});

afterAll(() => search.dispose());

/** The reference's view of the current refinements. */
function expected(
  refinements: {
    query?: string;
    make?: string[];
    body?: string[];
    price?: [number, number];
    certified?: boolean;
    model?: string;
  },
  index = 'cars',
) {
  const ordered = orderCars(cars, index === 'cars' ? null : { by: 'price', dir: 'asc', last: 0 });
  const facetFilters: (string | string[])[] = [];
  if (refinements.make) facetFilters.push(refinements.make.map((m) => `make:${m}`));
  if (refinements.body) facetFilters.push(refinements.body.map((b) => `simple_body:${b}`));
  if (refinements.certified) facetFilters.push('certified:true');
  if (refinements.model) facetFilters.push(`make_model.lvl1:${refinements.model}`);
  const numericFilters = refinements.price
    ? [`price>=${refinements.price[0]}`, `price<=${refinements.price[1]}`]
    : [];
  const params = { query: refinements.query ?? '', facetFilters, numericFilters };
  const unsold = ordered.filter((c) => !c.sold);
  return {
    hits: referenceMatches(unsold, params),
    /** Disjunctive counts: everything but the facet's own refinement. */
    makeCounts: countValues(
      referenceMatches(unsold, {
        ...params,
        facetFilters: facetFilters.filter((f) => !JSON.stringify(f).includes('"make:')),
      }),
      'make',
    ),
  };
}

const hitIds = () => (latest.hits!.items as { objectID: string }[]).map((h) => Number(h.objectID));
const makeItems = () =>
  new Map(
    (latest.make!.items as { value: string; count: number }[]).map((i) => [i.value, i.count]),
  );

describe('InstantSearch widgets on the embedded engine', () => {
  it('renders the first page and the facet lists with the configured filter', () => {
    const want = expected({});
    expect(hitIds()).toEqual(want.hits.slice(0, 21).map((c) => c.id));
    expect(makeItems()).toEqual(want.makeCounts);
    expect(latest.pagination!.nbHits as number).toBe(want.hits.length);
  });

  it('keeps OR counts for the other makes after refining a make', async () => {
    call('make', 'refine', 'Toyota');
    await settled();
    call('make', 'refine', 'Mazda');
    await settled();
    const want = expected({ make: ['Toyota', 'Mazda'] });
    expect(hitIds()).toEqual(want.hits.slice(0, 21).map((c) => c.id));
    expect(makeItems()).toEqual(want.makeCounts);
  });

  it('searches, filters by price range and toggles certified', async () => {
    call('searchBox', 'refine', 'auto');
    call('price', 'refine', [10000, 40000]);
    call('certified', 'refine', { isRefined: false });
    await settled();
    const want = expected({
      query: 'auto',
      make: ['Toyota', 'Mazda'],
      price: [10000, 40000],
      certified: true,
    });
    expect(want.hits.length).toBeGreaterThan(3);
    expect(hitIds()).toEqual(want.hits.slice(0, 21).map((c) => c.id));
    expect(makeItems()).toEqual(want.makeCounts);
    const highlighted = latest.hits!.items as {
      _highlightResult?: Record<string, { value: string }>;
    }[];
    if (highlighted.length > 0) expect(highlighted[0]?._highlightResult?.name).toBeDefined();
  });

  it('gives the range widget the bounds of the other refinements', () => {
    const want = expected({ query: 'auto', make: ['Toyota', 'Mazda'], certified: true });
    const prices = want.hits.map((c) => c.price);
    expect(latest.price!.range).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('sorts with a replica and pages through it', async () => {
    call('searchBox', 'refine', '');
    call('price', 'refine', [undefined, undefined]);
    call('certified', 'refine', { isRefined: true });
    call('sortBy', 'refine', 'cars_price_asc');
    await settled();
    call('pagination', 'refine', 1);
    await settled();
    const want = expected({ make: ['Toyota', 'Mazda'] }, 'cars_price_asc');
    expect(want.hits.length).toBeGreaterThan(42);
    expect(hitIds()).toEqual(want.hits.slice(21, 42).map((c) => c.id));
  });

  it('drills into make > model with the hierarchical menu', async () => {
    call('make', 'refine', 'Toyota');
    call('make', 'refine', 'Mazda');
    call('sortBy', 'refine', 'cars');
    await settled();
    call('makeModel', 'refine', 'Toyota');
    await settled();
    const toyota = latest.makeModel!.items as {
      value: string;
      count: number;
      data: { value: string; count: number }[] | null;
    }[];
    const unsold = cars.filter((c) => !c.sold);
    const models = countValues(
      unsold.filter((c) => c.make === 'Toyota'),
      'make_model.lvl1',
    );
    expect(
      new Map(toyota.find((i) => i.value === 'Toyota')!.data!.map((d) => [d.value, d.count])),
    ).toEqual(models);
    expect(models.size).toBeGreaterThan(2);
    const model = [...models.keys()][0]!;
    call('makeModel', 'refine', model);
    await settled();
    expect(hitIds()).toEqual(
      expected({ model })
        .hits.slice(0, 21)
        .map((c) => c.id),
    );
  });

  it('searches facet values for a searchable refinement list', async () => {
    const found = await new Promise<{ value: string; count: number }[]>((resolve) => {
      call('body', 'searchForItems', 's');
      setTimeout(() => resolve(latest.body!.items as { value: string; count: number }[]), 200);
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(countValues(cars, 'simple_body').size);
    for (const item of found) expect(item.value.toLowerCase().startsWith('s')).toBe(true);
  });
});
