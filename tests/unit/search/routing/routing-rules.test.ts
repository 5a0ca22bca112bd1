/**
 * Every search URL rule as a row: the state, the URL it gets (brackets written raw here for
 * reading; the real URL percent-encodes them as InstantSearch does), and back again.
 */
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import {
  normaliseState,
  searchSlug,
  stateToHref,
  stateToUrl,
  urlToState,
  type SearchRouteContext,
  type SearchState,
} from '../../../../src/lib/search/routing/index.ts';
import { clash, group, moto, plain, widgets } from './contexts.ts';

const rl = (attr: string, ...values: string[]): SearchState => ({ refinementList: { [attr]: values } });
const and = (...states: SearchState[]): SearchState => {
  const out: SearchState = {};
  for (const s of states) {
    Object.assign(out, { ...s, refinementList: { ...out.refinementList, ...s.refinementList } });
    if (!out.refinementList || !Object.keys(out.refinementList).length) delete out.refinementList;
  }
  return out;
};

/** '/p?refinementList[make][0]=x' → the encoded form InstantSearch writes. */
function encoded(url: string): string {
  const [path, query] = url.split('?') as [string, string | undefined];
  return query === undefined ? path : `${path}?${query.replace(/\[/g, '%5B').replace(/\]/g, '%5D')}`;
}

interface Row {
  rule: string;
  ctx: SearchRouteContext;
  state: SearchState;
  url: string;
  /** The pathname the state comes from (the page rule). */
  from?: string;
}

const S = '/search/new-used-and-demo-cars';
const rows: Row[] = [
  // Search path, query string only
  { rule: 'empty state: the search path', ctx: plain, state: {}, url: S },
  { rule: 'text query stays in the query', ctx: plain, state: { query: 'rav4 hybrid' }, url: `${S}?query=rav4%20hybrid` },
  { rule: 'qs encodes what encodeURIComponent spares', ctx: plain, state: { query: "it's (new)!*" }, url: `${S}?query=it%27s%20%28new%29%21%2A` },
  { rule: 'ampersand in a value is encoded', ctx: plain, state: rl('tag', 'Runout & Special'), url: `${S}?refinementList[tag][0]=Runout%20%26%20Special` },
  { rule: 'non-path refinement list', ctx: plain, state: rl('simple_fuel', 'Hybrid', 'Electric'), url: `${S}?refinementList[simple_fuel][0]=Hybrid&refinementList[simple_fuel][1]=Electric` },
  { rule: 'range, sortBy, page', ctx: plain, state: { range: { price: '10000:30000', km: ':50000' }, sortBy: 'Car_production_price_desc', page: 3 }, url: `${S}?range[price]=10000%3A30000&range[km]=%3A50000&sortBy=Car_production_price_desc&page=3` },
  { rule: 'menu on a non-path attribute', ctx: plain, state: { menu: { simple_transmission: 'Manual' } }, url: `${S}?menu[simple_transmission]=Manual` },
  // Car type
  { rule: 'car type new', ctx: plain, state: rl('car_type', 'new'), url: '/search/new-cars' },
  { rule: 'car type used', ctx: plain, state: rl('car_type', 'used'), url: '/search/used-cars' },
  { rule: 'car type demo', ctx: plain, state: rl('car_type', 'demo'), url: '/search/demo-cars' },
  { rule: 'two car types stay in the query', ctx: plain, state: rl('car_type', 'new', 'used'), url: `${S}?refinementList[car_type][0]=new&refinementList[car_type][1]=used` },
  { rule: 'unknown car type stays in the query', ctx: plain, state: rl('car_type', 'sold'), url: `${S}?refinementList[car_type][0]=sold` },
  { rule: 'car type override pre-owned-cars', ctx: group, state: rl('car_type', 'used'), url: '/search/pre-owned-cars' },
  { rule: 'override leaves other types alone', ctx: group, state: rl('car_type', 'new'), url: '/search/new-cars' },
  { rule: 'two-level car type segment', ctx: moto, state: rl('car_type', 'used'), url: '/search/used/motorcycles' },
  { rule: 'motorcycle car type segment', ctx: moto, state: rl('car_type', 'new'), url: '/search/new-motorcycles' },
  { rule: 'own search path', ctx: moto, state: { query: 'ninja' }, url: '/search/new-and-used-motorcycles?query=ninja' },
  { rule: 'car type in a Menu widget', ctx: widgets, state: { menu: { car_type: 'used' } }, url: '/search/used-cars' },
  { rule: 'car type in a list when the UI uses a Menu', ctx: widgets, state: rl('car_type', 'used'), url: `${S}?refinementList[car_type][0]=used` },
  { rule: 'car type in a Menu when the UI uses a list', ctx: plain, state: { menu: { car_type: 'used' } }, url: `${S}?menu[car_type]=used` },
  // Dealership
  { rule: 'dealership alone: its configured slug', ctx: plain, state: rl('dealership_name', 'Kestrel Bay Subaru'), url: '/search/kestrel-bay-subaru' },
  { rule: 'dealership + car type without override', ctx: plain, state: and(rl('dealership_name', 'Kestrel Bay Subaru'), rl('car_type', 'used')), url: `${S}?refinementList[dealership_name][0]=Kestrel%20Bay%20Subaru&refinementList[car_type][0]=used` },
  { rule: 'dealership + car type override', ctx: group, state: and(rl('dealership_name', 'Meridian Pre-Owned Eagle Farm'), rl('car_type', 'used')), url: '/search/used-cars-brisbane' },
  { rule: 'dealership alone beside an override', ctx: group, state: rl('dealership_name', 'Meridian Pre-Owned Eagle Farm'), url: '/search/meridian-pre-owned-eagle-farm' },
  { rule: 'override for another car type only', ctx: group, state: and(rl('dealership_name', 'Meridian Pre-Owned Eagle Farm'), rl('car_type', 'new')), url: `${S}?refinementList[dealership_name][0]=Meridian%20Pre-Owned%20Eagle%20Farm&refinementList[car_type][0]=new` },
  { rule: 'prefix rewrite on a dealership slug', ctx: group, state: rl('dealership_name', 'Motopool Brisbane'), url: '/search/subscription-cars-brisbane' },
  { rule: 'prefix rewrite on an override path', ctx: group, state: and(rl('dealership_name', 'Motopool Brisbane'), rl('car_type', 'used')), url: '/search/subscription-cars-used' },
  { rule: 'override clashing with a car type path stays in the query', ctx: clash, state: and(rl('dealership_name', 'Kestrel Bay Subaru'), rl('car_type', 'used')), url: `${S}?refinementList[dealership_name][0]=Kestrel%20Bay%20Subaru&refinementList[car_type][0]=used` },
  // Make, model, body
  { rule: 'make', ctx: plain, state: rl('make', 'Toyota'), url: '/search/toyota' },
  { rule: 'make with a hyphen', ctx: plain, state: rl('make', 'Mercedes-Benz'), url: '/search/mercedes-benz' },
  { rule: 'make with an accent', ctx: plain, state: rl('make', 'Škoda'), url: '/search/skoda' },
  { rule: 'make not in stock stays in the query', ctx: plain, state: rl('make', 'Holden'), url: `${S}?refinementList[make][0]=Holden` },
  { rule: 'make in another case stays in the query', ctx: plain, state: rl('make', 'toyota'), url: `${S}?refinementList[make][0]=toyota` },
  { rule: 'make + model', ctx: plain, state: and(rl('make', 'Toyota'), rl('model', 'RAV4')), url: '/search/toyota/rav4' },
  { rule: 'model with a space', ctx: plain, state: and(rl('make', 'Toyota'), rl('model', 'Corolla Cross')), url: '/search/toyota/corolla-cross' },
  { rule: 'hyphenated make and spaced model', ctx: plain, state: and(rl('make', 'Mercedes-Benz'), rl('model', 'GLC 300')), url: '/search/mercedes-benz/glc-300' },
  { rule: 'model without make', ctx: plain, state: rl('model', 'RAV4'), url: `${S}?refinementList[model][0]=RAV4` },
  { rule: 'model of another make', ctx: plain, state: and(rl('make', 'Mazda'), rl('model', 'RAV4')), url: `${S}?refinementList[make][0]=Mazda&refinementList[model][0]=RAV4` },
  { rule: 'model slug shared by two models: the first keeps the path', ctx: clash, state: and(rl('make', 'Toyota'), rl('model', 'CX 5')), url: '/search/toyota/cx-5' },
  { rule: 'model slug shared by two models: the second stays in the query', ctx: clash, state: and(rl('make', 'Toyota'), rl('model', 'CX-5')), url: `${S}?refinementList[make][0]=Toyota&refinementList[model][0]=CX-5` },
  { rule: 'hierarchical make', ctx: widgets, state: { hierarchicalMenu: { 'make_model.lvl0': ['Toyota'] } }, url: '/search/toyota' },
  { rule: 'hierarchical make > model', ctx: widgets, state: { hierarchicalMenu: { 'make_model.lvl0': ['Toyota', 'RAV4'] } }, url: '/search/toyota/rav4' },
  { rule: 'hierarchy deeper than model', ctx: widgets, state: { hierarchicalMenu: { 'make_model.lvl0': ['Toyota', 'RAV4', 'GX'] } }, url: `${S}?hierarchicalMenu[make_model.lvl0][0]=Toyota&hierarchicalMenu[make_model.lvl0][1]=RAV4&hierarchicalMenu[make_model.lvl0][2]=GX` },
  { rule: 'body style', ctx: plain, state: rl('simple_body', 'suv'), url: '/search/suv' },
  { rule: 'body style ute', ctx: plain, state: rl('simple_body', 'ute'), url: '/search/ute' },
  { rule: 'body style without a segment', ctx: plain, state: rl('simple_body', 'van'), url: `${S}?refinementList[simple_body][0]=van` },
  { rule: 'motorcycle body style', ctx: moto, state: rl('simple_body', 'adventure'), url: '/search/new-and-used-motorcycles?refinementList[simple_body][0]=adventure' },
  { rule: 'motorcycle make + model', ctx: moto, state: and(rl('make', 'Kawasaki'), rl('model', 'Ninja 650')), url: '/search/kawasaki/ninja-650' },
  { rule: 'make + body style', ctx: plain, state: and(rl('make', 'Toyota'), rl('simple_body', 'suv')), url: `${S}?refinementList[make][0]=Toyota&refinementList[simple_body][0]=suv` },
  // City and location
  { rule: 'city', ctx: plain, state: rl('city', 'Brisbane'), url: '/search/brisbane' },
  { rule: 'city with a space', ctx: plain, state: rl('city', 'Gold Coast'), url: '/search/gold-coast' },
  { rule: 'city + make', ctx: plain, state: and(rl('city', 'Brisbane'), rl('make', 'Mazda')), url: '/search/brisbane/mazda' },
  { rule: 'hierarchical make + city', ctx: widgets, state: and(rl('city', 'Brisbane'), { hierarchicalMenu: { 'make_model.lvl0': ['Mazda'] } }), url: '/search/brisbane/mazda' },
  { rule: 'city + make + model', ctx: plain, state: and(rl('city', 'Brisbane'), rl('make', 'Mazda'), rl('model', 'CX-5')), url: `${S}?refinementList[city][0]=Brisbane&refinementList[make][0]=Mazda&refinementList[model][0]=CX-5` },
  { rule: 'location', ctx: plain, state: rl('location_name', 'Meridian Mazda Brisbane'), url: '/search/meridian-mazda-brisbane' },
  { rule: 'location + make', ctx: plain, state: and(rl('location_name', 'Meridian Mazda Brisbane'), rl('make', 'Mazda')), url: '/search/meridian-mazda-brisbane/mazda' },
  { rule: 'location sharing the dealership slug stays in the query', ctx: group, state: rl('location_name', 'Meridian Mazda Brisbane'), url: `${S}?refinementList[location_name][0]=Meridian%20Mazda%20Brisbane` },
  { rule: 'location sharing the dealership slug, with make', ctx: group, state: and(rl('location_name', 'Meridian Mazda Brisbane'), rl('make', 'Mazda')), url: '/search/meridian-mazda-brisbane/mazda' },
  { rule: 'prefix rewrite on location + make', ctx: group, state: and(rl('location_name', 'Motopool Brisbane'), rl('make', 'Kia')), url: '/search/subscription-cars-brisbane/kia' },
  { rule: 'location named with - Sales', ctx: group, state: rl('location_name', 'Meridian Kia Southport - Sales'), url: '/search/meridian-kia-southport-sales' },
  { rule: 'city sharing a make slug: the make keeps the path', ctx: clash, state: rl('make', 'Mazda'), url: '/search/mazda' },
  { rule: 'city sharing a make slug stays in the query', ctx: clash, state: rl('city', 'Mazda'), url: `${S}?refinementList[city][0]=Mazda` },
  // Anything else
  { rule: 'car type + make', ctx: plain, state: and(rl('car_type', 'used'), rl('make', 'Toyota')), url: `${S}?refinementList[car_type][0]=used&refinementList[make][0]=Toyota` },
  { rule: 'path plus other refinements in the query', ctx: plain, state: and(rl('make', 'Toyota'), rl('simple_transmission', 'Automatic')), url: '/search/toyota?refinementList[simple_transmission][0]=Automatic' },
  { rule: 'path plus query, range, sort and page', ctx: plain, state: and(rl('make', 'Toyota'), rl('model', 'RAV4'), { query: 'cruiser', range: { price: '10000:30000' }, sortBy: 'Car_production_price_asc', page: 2 }), url: '/search/toyota/rav4?query=cruiser&range[price]=10000%3A30000&sortBy=Car_production_price_asc&page=2' },
  { rule: 'duplicate values count once', ctx: plain, state: rl('make', 'Toyota', 'Toyota'), url: '/search/toyota' },
  // Page and path changes
  { rule: 'page dropped when the path changes', ctx: plain, state: and(rl('make', 'Toyota'), { page: 2 }), url: '/search/toyota', from: S },
  { rule: 'page kept on the same path', ctx: plain, state: and(rl('make', 'Toyota'), { page: 2 }), url: '/search/toyota?page=2', from: '/search/toyota' },
  { rule: 'page kept, trailing slash is the same path', ctx: plain, state: and(rl('make', 'Toyota'), { page: 2 }), url: '/search/toyota?page=2', from: '/search/toyota/' },
  { rule: 'page kept on the search path', ctx: plain, state: { query: 'gt', page: 4 }, url: `${S}?query=gt&page=4`, from: S },
  { rule: 'page dropped leaving a path', ctx: plain, state: { query: 'gt', page: 4 }, url: `${S}?query=gt`, from: '/search/toyota' },
  { rule: 'page 1 is never written', ctx: plain, state: { query: 'gt', page: 1 }, url: `${S}?query=gt` },
];

describe('stateToUrl / urlToState rules', () => {
  it.each(rows)('$rule', ({ ctx, state, url, from }) => {
    expect(stateToHref(state, ctx, from)).toBe(encoded(url));
    const { pathname, search } = stateToUrl(state, ctx, from);
    if (from === undefined) expect(urlToState(pathname, search, ctx)).toEqual(normaliseState(state));
  });

  it('query strings are byte for byte what InstantSearch writes by default (qs.stringify)', () => {
    for (const { ctx, state } of rows) {
      const { pathname, search } = stateToUrl(state, ctx);
      if (pathname !== ctx.searchPath) continue;
      const expected = qs.stringify(normaliseState(state));
      expect(search).toBe(expected ? `?${expected}` : '');
    }
  });
});

interface ParseRow {
  rule: string;
  ctx: SearchRouteContext;
  pathname: string;
  search: string;
  state: SearchState;
}

const parseRows: ParseRow[] = [
  { rule: 'unknown segment: no refinement', ctx: plain, pathname: '/search/holden', search: '', state: {} },
  { rule: 'unknown model: no refinement', ctx: plain, pathname: '/search/toyota/hilux', search: '', state: {} },
  { rule: 'three levels: no refinement', ctx: plain, pathname: '/search/toyota/rav4/gx', search: '', state: {} },
  { rule: 'outside /search: query only', ctx: plain, pathname: '/', search: '?query=ute', state: { query: 'ute' } },
  { rule: 'capitals and trailing slash', ctx: plain, pathname: '/search/Toyota/RAV4/', search: '', state: and(rl('make', 'Toyota'), rl('model', 'RAV4')) },
  { rule: 'percent-encoded path', ctx: plain, pathname: '/search/gold%2Dcoast', search: '', state: rl('city', 'Gold Coast') },
  { rule: 'broken path escape', ctx: plain, pathname: '/search/%E0%A4%A', search: '', state: {} },
  { rule: 'search path itself', ctx: plain, pathname: S, search: '', state: {} },
  { rule: 'path refinement merged with the query', ctx: plain, pathname: '/search/toyota', search: '?refinementList%5Bmake%5D%5B0%5D=Mazda', state: rl('make', 'Toyota', 'Mazda') },
  { rule: 'path car type in the query on the search path', ctx: plain, pathname: S, search: '?refinementList[car_type][0]=used', state: rl('car_type', 'used') },
  { rule: 'raw brackets', ctx: plain, pathname: S, search: '?refinementList[make][0]=Toyota&menu[city]=Brisbane', state: and(rl('make', 'Toyota'), { menu: { city: 'Brisbane' } }) },
  { rule: '+ is a space', ctx: plain, pathname: S, search: '?query=rav4+hybrid', state: { query: 'rav4 hybrid' } },
  { rule: 'indices sort, gaps close', ctx: plain, pathname: S, search: '?refinementList[make][5]=Kia&refinementList[make][1]=Mazda', state: rl('make', 'Mazda', 'Kia') },
  { rule: '[] lists', ctx: plain, pathname: S, search: '?refinementList[make][]=Kia&refinementList[make][]=Mazda', state: rl('make', 'Kia', 'Mazda') },
  { rule: 'unclosed bracket ignored', ctx: plain, pathname: S, search: '?refinementList[make=Toyota&query=a', state: { query: 'a' } },
  { rule: 'broken escapes kept as text', ctx: plain, pathname: S, search: '?%E0%A4%A=1&query=%', state: { query: '%' } },
  { rule: 'page not a number', ctx: plain, pathname: S, search: '?page=abc', state: {} },
  { rule: 'page 1 and negative pages', ctx: plain, pathname: S, search: '?page=1&page=-2', state: {} },
  { rule: 'range without a colon', ctx: plain, pathname: S, search: '?range[price]=oops', state: {} },
  { rule: 'menu given an index', ctx: plain, pathname: S, search: '?menu[car_type][0]=used', state: {} },
  { rule: 'unknown parameters ignored', ctx: plain, pathname: S, search: '?utm_source=mail&fbclid=x', state: {} },
  { rule: 'repeated query: first wins', ctx: plain, pathname: S, search: '?query=a&query=b', state: { query: 'a' } },
  { rule: 'empty values dropped', ctx: plain, pathname: S, search: '?query=&refinementList[make][0]=&sortBy=', state: {} },
  { rule: 'no leading ?', ctx: plain, pathname: S, search: 'query=a', state: { query: 'a' } },
  { rule: 'unrewritten prefix is not a path', ctx: group, pathname: '/search/motopool-brisbane', search: '', state: {} },
  { rule: 'rewritten prefix read back', ctx: group, pathname: '/search/subscription-cars-brisbane', search: '', state: rl('dealership_name', 'Motopool Brisbane') },
  { rule: 'shared slug alone reads as the dealership', ctx: group, pathname: '/search/meridian-mazda-brisbane', search: '', state: rl('dealership_name', 'Meridian Mazda Brisbane') },
  { rule: 'override read back', ctx: group, pathname: '/search/used-cars-brisbane', search: '', state: and(rl('dealership_name', 'Meridian Pre-Owned Eagle Farm'), rl('car_type', 'used')) },
  { rule: 'two-level car type read back', ctx: moto, pathname: '/search/used/motorcycles', search: '', state: rl('car_type', 'used') },
  { rule: 'hierarchical path wins over the query', ctx: widgets, pathname: '/search/toyota', search: '?hierarchicalMenu[make_model.lvl0][0]=Mazda', state: { hierarchicalMenu: { 'make_model.lvl0': ['Toyota'] } } },
];

describe('urlToState reading URLs', () => {
  it.each(parseRows)('$rule', ({ ctx, pathname, search, state }) => {
    expect(urlToState(pathname, search, ctx)).toEqual(state);
  });
});

describe('searchSlug', () => {
  it.each([
    ['Toyota', 'toyota'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Land Rover', 'land-rover'],
    ['C-HR', 'c-hr'],
    ['Cab & Chassis', 'cab-chassis'],
    ['Rolls&Royce', 'rollsroyce'],
    ["O'Brien Toyota", 'o-brien-toyota'],
    ['Škoda', 'skoda'],
    ['  Gold   Coast  ', 'gold-coast'],
    ['Meridian Kia Southport - Sales', 'meridian-kia-southport-sales'],
    ['i30 N (2024)', 'i30-n-2024'],
    ['***', ''],
  ])('%s → %s', (value, slug) => {
    expect(searchSlug(value)).toBe(slug);
  });
});

/** mulberry32: a small seeded generator, so failures reproduce. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick, chance: (p: number) => next() < p };
}

const VALUES: Record<string, readonly string[]> = {
  car_type: ['new', 'demo', 'used', 'sold'],
  make: ['Toyota', 'Mazda', 'Mercedes-Benz', 'Škoda', 'Kia', 'Kawasaki', 'Holden', 'toyota'],
  model: ['RAV4', 'Corolla Cross', 'CX-5', 'CX 5', 'Sportage', 'Ninja 650', 'GLC 300'],
  simple_body: ['suv', 'ute', 'van', 'adventure', 'wagon'],
  city: ['Brisbane', 'Gold Coast', 'Mazda', 'Southport', 'Perth'],
  location_name: ['Meridian Mazda Brisbane', 'Motopool Brisbane', 'Meridian Kia Southport - Sales'],
  dealership_name: ['Kestrel Bay Subaru', 'Meridian Pre-Owned Eagle Farm', 'Motopool Brisbane', 'Meridian Mazda Brisbane'],
  simple_transmission: ['Automatic', 'Manual'],
  tag: ['Runout & Special', "*** Test Drive Vehicle Only ***", 'Pre-order'],
};
const ATTRS = Object.keys(VALUES);

function randomState(r: ReturnType<typeof random>, ctx: SearchRouteContext): SearchState {
  const state: SearchState = {};
  const attrs = ATTRS.filter(() => r.chance(0.25));
  for (const attr of attrs) {
    if (r.chance(0.3)) state.menu = { ...state.menu, [attr]: r.pick(VALUES[attr]!) };
    else state.refinementList = { ...state.refinementList, [attr]: Array.from({ length: r.chance(0.8) ? 1 : 2 }, () => r.pick(VALUES[attr]!)) };
  }
  if (ctx.slots.makeModelHierarchy && r.chance(0.4)) {
    state.hierarchicalMenu = { [ctx.slots.makeModelHierarchy]: r.chance(0.5) ? [r.pick(VALUES.make!)] : [r.pick(VALUES.make!), r.pick(VALUES.model!)] };
  }
  if (r.chance(0.3)) state.query = r.pick(['rav4', 'a b', '100% & more', 'ÿ?#=[]']);
  if (r.chance(0.2)) state.range = { price: r.pick(['5000:20000', ':30000', '1000:']) };
  if (r.chance(0.2)) state.sortBy = 'Car_production_price_desc';
  if (r.chance(0.3)) state.page = Math.floor(r.next() * 5);
  return state;
}

describe('round trip on generated states', () => {
  const contexts = { plain, group, moto, widgets, clash };
  it.each(Object.entries(contexts))('%s: urlToState(stateToUrl(s)) is s, and the URL is stable', (_, ctx) => {
    const r = random(20240611);
    let onPaths = 0;
    for (let i = 0; i < 1500; i++) {
      const state = randomState(r, ctx);
      const { pathname, search } = stateToUrl(state, ctx);
      if (pathname !== ctx.searchPath) onPaths++;
      const back = urlToState(pathname, search, ctx);
      expect(back, JSON.stringify(state)).toEqual(normaliseState(state));
      expect(stateToUrl(back, ctx)).toEqual({ pathname, search });
    }
    // The generator must reach path URLs too, or the property says little.
    expect(onPaths).toBeGreaterThan(50);
  });

  it('never throws on garbage URLs, and what it reads is already normal', () => {
    const r = random(7);
    const alphabet = ['/', 'search', 'toyota', '%', '%E0', '[', ']', '=', '&', '?', 'refinementList', 'menu', 'page', 'query', '0', 'x', '+', '#', 'range', ':'];
    for (let i = 0; i < 3000; i++) {
      const text = () => Array.from({ length: Math.floor(r.next() * 12) }, () => r.pick(alphabet)).join('');
      const state = urlToState(`/${text()}`, text(), plain);
      expect(normaliseState(state)).toEqual(state);
      const { pathname, search } = stateToUrl(state, plain);
      expect(urlToState(pathname, search, plain)).toEqual(state);
    }
  });
});
