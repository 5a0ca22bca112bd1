/**
 * Hundreds of searches built by algoliasearch-helper itself (the request builder InstantSearch
 * uses) from seeded random refinements, answered by the engine and checked against the naive
 * reference: every request's nbHits, page of hits and facet counts, and the facet counts the
 * helper shows after merging the disjunctive requests.
 */
import algoliasearchHelper from 'algoliasearch-helper';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  EmbeddedSearchClient,
  FacetSearchResult,
  SearchResult,
} from '../../../../src/lib/search/engine/client.ts';
import { createEmbeddedSearchClient } from '../../../../src/lib/search/engine/client.ts';
import { buildSearchIndex } from '../../../../src/lib/search/engine/index-builder.ts';
import type { Car } from '../../../../src/lib/stock/car.ts';
import { car as handMadeCar } from './car-factory.ts';
import { fixtureCars } from './fixture-cars.ts';
import type { SortSpec } from './reference.ts';
import {
  FILTER_STRINGS,
  countValues,
  facetValues,
  orderCars,
  queryWordsOf,
  referenceFacetSearch,
  referenceMatches,
  referenceSearch,
  refTypos,
  tokensOfText,
} from './reference.ts';

const SORTS: Record<string, SortSpec | null> = {
  cars: null,
  cars_price_asc: { by: 'price', dir: 'asc', last: 0 },
  cars_price_desc: { by: 'price', dir: 'desc', last: 0 },
  cars_km_asc: { by: 'km', dir: 'asc' },
  cars_year_desc: { by: 'year', dir: 'desc' },
  cars_newest: { by: 'created_at', dir: 'desc' },
};

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
  'price',
  'km',
  'year',
  'seats',
];
const CONJUNCTIVE = ['status', 'certified', 'tag', 'sold', 'photos_count', 'stocknum'];

/** mulberry32: small, seeded, repeatable. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Random = ReturnType<typeof random>;

const escapeValue = (v: string) => v.replace(/^-/, '\\-');

/** Queries shoppers type: words from the stock, cut short, misspelt, or nonsense. */
function randomQuery(rng: Random, cars: Car[]): string {
  const car = rng.pick(cars);
  const word = (text: string) => rng.pick(text.split(' ').filter(Boolean)) ?? '';
  const typo = (w: string) => {
    if (w.length < 4) return w;
    const i = rng.int(1, w.length - 2);
    return rng.chance(0.5)
      ? w.slice(0, i) + w.slice(i + 1)
      : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  };
  switch (rng.int(0, 10)) {
    case 0:
      return car.make;
    case 1:
      return `${car.make} ${car.model}`;
    case 2:
      return car.model.slice(0, rng.int(1, car.model.length));
    case 3:
      return typo(car.make.toLowerCase());
    case 4:
      return `${car.model} ${word(car.badge || 'x')}`;
    case 5:
      return rng.pick([
        'cx5',
        'cx-5',
        'cx 5',
        'mercedes benz',
        'skoda',
        'citroen c5',
        'hilux sr5',
        'landcrusier',
        'corola',
        '2019',
      ]);
    case 6:
      return `${car.year} ${car.make.slice(0, 3)}`;
    case 7:
      return car.stocknum.slice(0, rng.int(2, car.stocknum.length));
    case 8:
      return `${typo(word(car.colour ?? 'white'))}`;
    case 9:
      return compoundQuery(rng, car);
    default:
      return rng.pick(['diesel', 'automatic', 'used', 'awd ute', 'zzzz', 'white suv', 'pearl']);
  }
}

/**
 * Model and badge words as shoppers run them together or pull them apart: 'LandCruiser 300'
 * as "landcruiser300", "land cruiser 300", "landc ruiser"; 'i30 N Line' as "i 30 n line".
 */
function compoundQuery(rng: Random, car: Car): string {
  const text = rng.chance(0.7) ? car.model : `${car.model} ${car.badge}`;
  const words = text
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  switch (rng.int(0, 3)) {
    case 0:
      return words.join('');
    case 1: {
      const w = rng.pick(words);
      const at = rng.int(1, Math.max(1, w.length - 1));
      return text.toLowerCase().replace(w, `${w.slice(0, at)} ${w.slice(at)}`);
    }
    case 2:
      return rng.pick(COMPOUND_QUERIES);
    default: {
      const joined = words.join('');
      return joined.slice(0, rng.int(1, joined.length));
    }
  }
}

const COMPOUND_QUERIES = [
  'land cruiser',
  'landcruiser',
  'landcruiser prado',
  'land cruiser 300 gx',
  'land cru',
  'i 30',
  'i30 n line',
  'i 30 nline',
  'cx 5',
  'c x5',
  'hi lux sr5',
  'hilux sr 5',
  'santafe',
  'santa fe',
  'toyota sr',
  'mercedesbenz',
  'mercedes benz',
];

/** Cars whose names a generator never writes apart or together, for the words above. */
const COMPOUND_CARS: Car[] = [
  handMadeCar(90001, { make: 'Toyota', model: 'Land Cruiser Prado', badge: 'GXL' }),
  handMadeCar(90002, { make: 'Toyota', model: 'Land Cruiser', badge: 'GX', custom_rank: 5 }),
  handMadeCar(90003, { make: 'Hyundai', model: 'i 30', badge: 'N Line' }),
  handMadeCar(90004, { make: 'Mazda', model: 'CX 5', badge: 'Touring' }),
  handMadeCar(90005, { make: 'Toyota', model: 'Hi Lux', badge: 'SR 5' }),
  handMadeCar(90006, { make: 'Hyundai', model: 'SantaFe', badge: 'Elite' }),
];

function randomState(rng: Random, cars: Car[]) {
  const helper = {
    query: rng.chance(0.45) ? randomQuery(rng, cars) : '',
    index: rng.pick(Object.keys(SORTS)),
    disjunctive: {} as Record<string, string[]>,
    conjunctive: {} as Record<string, string[]>,
    excluded: {} as Record<string, string[]>,
    numeric: [] as [string, '>=' | '<=' | '=', number][],
    hierarchical: null as string | null,
    filters: rng.chance(0.15) ? rng.pick(Object.keys(FILTER_STRINGS)) : undefined,
    page: rng.chance(0.7) ? 0 : rng.int(1, 4),
    hitsPerPage: rng.pick([21, 21, 12, 0, 50]),
    maxValuesPerFacet: rng.pick([100, 30, 5]),
  };
  for (let i = rng.int(0, 3); i > 0; i--) {
    const attr = rng.pick(DISJUNCTIVE.filter((a) => !['price', 'km', 'year', 'seats'].includes(a)));
    const values = new Set<string>();
    for (let k = rng.int(1, 3); k > 0; k--) {
      const v = rng.chance(0.05)
        ? 'Nope'
        : rng.pick(facetValues(rng.pick(cars), attr).concat('Nope'));
      values.add(v);
    }
    helper.disjunctive[attr] = [...values];
  }
  if (rng.chance(0.2)) helper.conjunctive.status = ['in_stock'];
  if (rng.chance(0.15)) helper.conjunctive.certified = [rng.pick(['true', 'false'])];
  if (rng.chance(0.05)) helper.conjunctive.stocknum = [rng.pick(cars).stocknum];
  if (rng.chance(0.15))
    helper.excluded.tag = [
      rng.pick(['Special', '-10% Runout', 'Offer: Free Service', 'Runout Sale']),
    ];
  if (rng.chance(0.25)) helper.numeric.push(['price', '>=', rng.pick([5000, 10000, 20000, 35000])]);
  if (rng.chance(0.25))
    helper.numeric.push(['price', '<=', rng.pick([15000, 30000, 60000, 250000])]);
  if (rng.chance(0.15)) helper.numeric.push(['km', '<=', rng.pick([100, 20000, 80000])]);
  if (rng.chance(0.15)) helper.numeric.push(['year', '>=', rng.pick([2015, 2020, 2024])]);
  if (rng.chance(0.08)) helper.numeric.push(['seats', '=', 7]);
  if (rng.chance(0.2)) {
    const car = rng.pick(cars);
    helper.hierarchical = rng.chance(0.5) ? car.make : `${car.make} > ${car.model}`;
  }
  return helper;
}

type State = ReturnType<typeof randomState>;

let cars: Car[];
let engine: EmbeddedSearchClient;
const ordered = new Map<string, Car[]>();

beforeAll(() => {
  cars = [...fixtureCars(1500, 'helper-random'), ...COMPOUND_CARS];
  engine = createEmbeddedSearchClient(JSON.parse(JSON.stringify(buildSearchIndex(cars))));
  for (const [name, sort] of Object.entries(SORTS)) ordered.set(name, orderCars(cars, sort));
});

interface Captured {
  requests: { indexName: string; params: Record<string, unknown>; type?: string; facet?: string }[];
  results: (SearchResult | FacetSearchResult)[];
}

function makeHelper(state: State, log: Captured[]) {
  const client = {
    search: async (requests: Captured['requests']) => {
      const answer = await engine.search(requests);
      // A copy: the helper writes into the responses it is given (e.g. zero counts for exclusions).
      log.push(structuredClone({ requests, results: answer.results }));
      return answer;
    },
  };
  const helper = algoliasearchHelper(
    client as unknown as Parameters<typeof algoliasearchHelper>[0],
    state.index,
    {
      disjunctiveFacets: DISJUNCTIVE,
      facets: CONJUNCTIVE,
      hierarchicalFacets: [
        { name: 'make_model.lvl0', attributes: ['make_model.lvl0', 'make_model.lvl1'] },
      ],
      hitsPerPage: state.hitsPerPage,
      maxValuesPerFacet: state.maxValuesPerFacet,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    },
  );
  helper.setQuery(state.query);
  if (state.filters) helper.setQueryParameter('filters', state.filters);
  for (const [attr, values] of Object.entries(state.disjunctive)) {
    for (const v of values) helper.addDisjunctiveFacetRefinement(attr, escapeValue(v));
  }
  for (const [attr, values] of Object.entries(state.conjunctive))
    for (const v of values) helper.addFacetRefinement(attr, escapeValue(v));
  for (const [attr, values] of Object.entries(state.excluded))
    for (const v of values) helper.addFacetExclusion(attr, escapeValue(v));
  for (const [attr, op, v] of state.numeric) helper.addNumericRefinement(attr, op, v);
  if (state.hierarchical) helper.toggleFacetRefinement('make_model.lvl0', state.hierarchical);
  helper.setPage(state.page);
  return helper;
}

function searchWithHelper(state: State, log: Captured[]) {
  const helper = makeHelper(state, log);
  return new Promise<algoliasearchHelper.SearchResults>((resolve, reject) => {
    helper.once('result', ({ results }) => resolve(results));
    helper.once('error', ({ error }) => reject(error));
    helper.search();
  });
}

/** The engine's answer to one request must equal the reference's, field by field. */
function expectSameAsReference(
  indexName: string,
  params: Record<string, unknown>,
  result: SearchResult,
) {
  const expected = referenceSearch(ordered.get(indexName)!, params);
  const context = JSON.stringify({ indexName, params });
  expect(result.nbHits, context).toBe(expected.nbHits);
  expect(
    result.hits.map((h) => Number(h.objectID)),
    context,
  ).toEqual(expected.ids);
  expect(result.facets, context).toEqual(expected.facets);
  expect(result.facets_stats, context).toEqual(expected.stats);
}

describe('engine vs reference on helper-built requests', () => {
  it('answers 400 random InstantSearch states exactly like the reference', async () => {
    const rng = random(20250601);
    let requests = 0;
    // What the random mix exercised, so a degenerate generator cannot pass quietly.
    const seen = {
      queryHits: 0,
      empty: 0,
      hierarchicalParent: 0,
      filters: 0,
      laterPages: 0,
      exclusions: 0,
    };
    for (let i = 0; i < 400; i++) {
      const state = randomState(rng, cars);
      const log: Captured[] = [];
      const results = await searchWithHelper(state, log);
      for (const { requests: sent, results: answered } of log) {
        sent.forEach((request, k) => {
          requests++;
          const result = answered[k] as SearchResult;
          expectSameAsReference(request.indexName, request.params, result);
          const p = request.params;
          if (p.query && result.nbHits > 0) seen.queryHits++;
          if (result.nbHits === 0) seen.empty++;
          if (
            JSON.stringify(p.facetFilters ?? []).includes('make_model.lvl0:') &&
            p.hitsPerPage === 0
          )
            seen.hierarchicalParent++;
          if (p.filters) seen.filters++;
          if (Number(p.page) > 0 && result.hits.length > 0) seen.laterPages++;
          if (JSON.stringify(p.facetFilters ?? []).includes(':-')) seen.exclusions++;
        });
      }

      // What InstantSearch shows: the helper's merged (disjunctive) facet counts.
      const refined = (skip: string) => ({
        ...state,
        disjunctive: Object.fromEntries(
          Object.entries(state.disjunctive).filter(([a]) => a !== skip),
        ),
        numeric: state.numeric.filter(([a]) => a !== skip),
      });
      // (Counts of facets that are not refined come straight from the hits request, checked above.)
      for (const attr of Object.keys(state.disjunctive)) {
        const expected = countValues(
          referenceMatches(ordered.get(state.index)!, stateParams(refined(attr))),
          attr,
        );
        const shown = results.getFacetValues(attr, { sortBy: ['count:desc', 'name:asc'] }) as {
          name: string;
          count: number;
        }[];
        // When maxValuesPerFacet cuts the list, the helper mixes in counts from the hits request
        // (mergeNumericMax); compare the lists it shows whole. It also lists refined values that
        // found nothing, with count 0.
        if (expected.size > state.maxValuesPerFacet) continue;
        const context = `${attr} ${JSON.stringify(state)}`;
        for (const { name, count } of shown)
          expect(count, `${name} in ${context}`).toBe(expected.get(name) ?? 0);
        expect(shown.filter((v) => v.count > 0).length, context).toBe(expected.size);
      }
      expect(results.nbHits).toBe(
        referenceMatches(ordered.get(state.index)!, stateParams(state)).length,
      );
    }
    expect(requests).toBeGreaterThan(900);
    expect(Math.min(...Object.values(seen)), JSON.stringify(seen)).toBeGreaterThan(10);
  }, 300_000);

  it('answers facet-value searches sent the v5 way (type: facet) like the reference', async () => {
    const rng = random(77);
    for (let i = 0; i < 80; i++) {
      const state = randomState(rng, cars);
      const attr = rng.pick(['make', 'model', 'filtered_features', 'location_name', 'tag', 'year']);
      const facetQuery = rng.pick([
        '',
        't',
        'to',
        'c',
        'cx',
        'app',
        'mer',
        'run',
        'blu',
        '20',
        'x',
        'sp',
        'nope',
      ]);
      const log: Captured[] = [];
      const helper = makeHelper(state, log);
      const answer = await helper.searchForFacetValues(attr, facetQuery, 10);
      const [{ requests: [request] = [] } = { requests: [] }] = log;
      expect(request?.type).toBe('facet');
      const expected = referenceFacetSearch(
        ordered.get(state.index)!,
        { ...request!.params },
        attr,
        10,
      );
      expect(
        answer.facetHits.map(({ value, count }) => ({ value, count })),
        JSON.stringify(request),
      ).toEqual(expected);
    }
  });
});

describe('engine vs reference on words typed apart or together', () => {
  it('answers 200 split, joined and cut-short model names exactly like the reference', async () => {
    const rng = random(30);
    let foundOnlyByCompounds = 0;
    for (let i = 0; i < 200; i++) {
      const car = rng.pick(rng.chance(0.2) ? COMPOUND_CARS : cars);
      const query = compoundQuery(rng, car);
      const index = rng.pick(Object.keys(SORTS));
      const params = { query, hitsPerPage: 50, facets: ['make', 'model'] };
      const { results } = await engine.search([{ indexName: index, params }]);
      const result = results[0] as SearchResult;
      expectSameAsReference(index, params, result);
      // Found cars none of whose words would match the query's words one by one.
      const plain = referenceMatchesWordByWord(ordered.get(index)!, query);
      if (result.nbHits > plain) foundOnlyByCompounds++;
    }
    expect(foundOnlyByCompounds).toBeGreaterThan(20);
  }, 300_000);

  it('finds the LandCruiser, the i30 and the CX-5 however their names are typed', async () => {
    const count = async (query: string) => {
      const { results } = await engine.search([{ indexName: 'cars', params: { query } }]);
      return (results[0] as SearchResult).nbHits;
    };
    const landCruisers = cars.filter((c) => /^land ?cruiser/i.test(c.model)).length;
    expect(landCruisers).toBeGreaterThan(2);
    expect(await count('land cruiser')).toBe(landCruisers);
    expect(await count('landcruiser')).toBe(landCruisers);
    const i30s = cars.filter((c) => /^i ?30/i.test(c.model)).length;
    expect(await count('i 30')).toBe(i30s);
    expect(await count('i30')).toBe(i30s);
    const cx5s = cars.filter((c) => /^cx[- ]?5$/i.test(c.model)).length;
    expect(await count('cx 5')).toBe(cx5s);
    expect(await count('cx5')).toBe(cx5s);
  });
});

/** How many cars the reference finds when every query word must match on its own (no joining, no cuts). */
function referenceMatchesWordByWord(ordered: Car[], query: string): number {
  const words = queryWordsOf(query);
  return ordered.filter((car) =>
    words.every((word, w) => {
      const prefix = w === words.length - 1;
      return carTokens(car).some((token) => {
        const key = `${word}|${token}|${prefix}`;
        if (!plainTypos.has(key)) plainTypos.set(key, refTypos(word, token, prefix) !== null);
        return plainTypos.get(key);
      });
    }),
  ).length;
}

const plainTypos = new Map<string, boolean>();
const tokensByCar = new WeakMap<Car, string[]>();
function carTokens(car: Car): string[] {
  let tokens = tokensByCar.get(car);
  if (!tokens) tokensByCar.set(car, (tokens = [...new Set(tokensOfText(TEXT_OF(car)))]));
  return tokens;
}

const TEXT_OF = (car: Car) =>
  [
    car.year,
    car.make,
    car.model,
    car.badge,
    car.series,
    car.body,
    car.simple_body,
    car.fuel,
    car.simple_fuel,
    car.transmission,
    car.colour,
    car.drive_type,
    car.car_type,
    car.tag,
    car.stocknum,
  ]
    .filter((v) => v !== null && v !== '')
    .join(' ');

/** The request parameters a state stands for, built by hand for the reference (no helper). */
function stateParams(state: State): Record<string, unknown> {
  const facetFilters: (string | string[])[] = [];
  for (const [attr, values] of Object.entries(state.disjunctive))
    facetFilters.push(values.map((v) => `${attr}:${escapeValue(v)}`));
  for (const [attr, values] of Object.entries(state.conjunctive))
    for (const v of values) facetFilters.push(`${attr}:${escapeValue(v)}`);
  for (const [attr, values] of Object.entries(state.excluded))
    for (const v of values) facetFilters.push(`${attr}:-${escapeValue(v)}`);
  if (state.hierarchical)
    facetFilters.push(
      `make_model.lvl${state.hierarchical.includes(' > ') ? 1 : 0}:${state.hierarchical}`,
    );
  return {
    query: state.query,
    facetFilters,
    numericFilters: state.numeric.map(([a, op, v]) => `${a}${op}${v}`),
    ...(state.filters ? { filters: state.filters } : {}),
  };
}
