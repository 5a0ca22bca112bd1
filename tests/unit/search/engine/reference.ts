/**
 * A naive reference search, written apart from the engine (it shares none of its code): it
 * walks the Car objects one by one for every request. Slow and obviously right, so the engine's
 * answers can be compared with it.
 */
import type { Car } from '../../../../src/lib/stock/car.ts';

type Params = Record<string, unknown>;

const TEXT_FIELDS: (keyof Car)[] = [
  'year',
  'make',
  'model',
  'badge',
  'series',
  'body',
  'simple_body',
  'fuel',
  'simple_fuel',
  'transmission',
  'colour',
  'drive_type',
  'car_type',
  'tag',
  'stocknum',
];

const NUMERIC: Record<string, (c: Car) => number | null> = {
  price: (c) => c.price,
  km: (c) => c.km,
  year: (c) => c.year,
  seats: (c) => c.seats,
  photos_count: (c) => c.photos_count,
  custom_rank: (c) => c.custom_rank,
  created_at: (c) => Math.floor(new Date(c.created_at).getTime() / 1000),
};

const TEXT_FACETS: Record<string, (c: Car) => unknown> = {
  car_type: (c) => c.car_type,
  make: (c) => c.make,
  model: (c) => c.model,
  make_model: (c) => c.make_model,
  'make_model.lvl0': (c) => c.make,
  'make_model.lvl1': (c) => c.make + ' > ' + c.model,
  status: (c) => c.status,
  dealership_name: (c) => c.dealership_name,
  city: (c) => c.city,
  location_name: (c) => c.location_name,
  simple_body: (c) => c.simple_body,
  simple_transmission: (c) => c.simple_transmission,
  simple_fuel: (c) => c.simple_fuel,
  filtered_features: (c) => c.filtered_features,
  tag: (c) => c.tag,
  certified: (c) => c.certified,
  sold: (c) => c.sold,
  reserved: (c) => c.reserved,
  stocknum: (c) => c.stocknum,
};

export const REFERENCE_FACETS = [...Object.keys(TEXT_FACETS), ...Object.keys(NUMERIC)];

const valueMemo = new WeakMap<Car, Map<string, string[]>>();

/** A car's facet values as strings (numbers too), [] when it has none. */
export function facetValues(car: Car, attr: string): string[] {
  let perCar = valueMemo.get(car);
  if (!perCar) valueMemo.set(car, (perCar = new Map()));
  let values = perCar.get(attr);
  if (!values) perCar.set(attr, (values = readFacetValues(car, attr)));
  return values;
}

function readFacetValues(car: Car, attr: string): string[] {
  if (attr in NUMERIC) {
    const n = NUMERIC[attr]!(car);
    return n === null ? [] : [String(n)];
  }
  const get = TEXT_FACETS[attr];
  if (!get) return [];
  const raw = get(car);
  const list = Array.isArray(raw) ? raw : [raw];
  const out: string[] = [];
  for (const v of list) {
    if (v === null || v === undefined || v === '') continue;
    const s = String(v);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

const simplified = new Map<string, string>();
function simplify(text: string): string {
  let out = simplified.get(text);
  if (out === undefined) simplified.set(text, (out = simplifyChars(text)));
  return out;
}

function simplifyChars(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFD')) {
    if (/\p{M}/u.test(ch)) continue;
    out += ch.toLowerCase();
  }
  return out;
}

const JOIN_CHARS = "-.'’_";

function splitWords(text: string): string[] {
  const words: string[] = [];
  let current = '';
  for (const ch of simplify(text)) {
    if (/[\p{L}\p{N}]/u.test(ch) || JOIN_CHARS.includes(ch)) current += ch;
    else {
      if (current) words.push(current);
      current = '';
    }
  }
  if (current) words.push(current);
  return words;
}

function withoutJoiners(word: string): string {
  return [...word].filter((ch) => !JOIN_CHARS.includes(ch)).join('');
}

export function tokensOfText(text: string): string[] {
  const tokens: string[] = [];
  for (const word of splitWords(text)) {
    const pieces: string[] = [];
    let piece = '';
    for (const ch of word) {
      if (JOIN_CHARS.includes(ch)) {
        if (piece) pieces.push(piece);
        piece = '';
      } else piece += ch;
    }
    if (piece) pieces.push(piece);
    if (pieces.length === 0) continue;
    tokens.push(pieces.join(''));
    if (pieces.length > 1) tokens.push(...pieces);
  }
  return tokens;
}

export function queryWordsOf(text: string): string[] {
  return splitWords(text)
    .map(withoutJoiners)
    .filter((w) => w.length > 0);
}

/** Full-matrix optimal string alignment distance. */
export function osa(a: string, b: string): number[][] {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    d.push([]);
    for (let j = 0; j <= b.length; j++) {
      if (i === 0) d[i]![j] = j;
      else if (j === 0) d[i]![j] = i;
      else {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          v = Math.min(v, d[i - 2]![j - 2]! + 1);
        d[i]![j] = v;
      }
    }
  }
  return d;
}

function allowedTypos(word: string): number {
  if (/[0-9]/.test(word)) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Typos between a query word and a token, or null when they do not match. */
export function refTypos(
  word: string,
  token: string,
  prefix: boolean,
  allowed = allowedTypos(word),
): number | null {
  const d = osa(word, token);
  const last = d[word.length]!;
  const best = prefix ? Math.min(...last) : last[token.length]!;
  return best <= allowed ? best : null;
}

const carTokens = new WeakMap<Car, string[]>();
function tokensOfCar(car: Car): string[] {
  let tokens = carTokens.get(car);
  if (!tokens) {
    tokens = TEXT_FIELDS.flatMap((f) => {
      const v = car[f];
      return v === null || v === '' ? [] : tokensOfText(String(v));
    });
    carTokens.set(car, tokens);
  }
  return tokens;
}

/** Typos of a query text (with its prefix flag and allowance) against each token seen. */
const typoMemo = new Map<string, Map<string, number | null>>();
/**
 * Fewest typos between some query words written together and any of the car's tokens, or
 * null when none matches; joined words allow the typos of the least tolerant of them.
 */
function bestTypos(car: Car, words: string[], prefix: boolean): number | null {
  const text = words.join('');
  const allowed = Math.min(...words.map(allowedTypos));
  let perCar = bestMemo.get(car);
  if (!perCar) bestMemo.set(car, (perCar = new Map()));
  const memoKey = `${text}|${prefix}|${allowed}`;
  if (perCar.has(memoKey)) return perCar.get(memoKey)!;
  const best = scanTokens(car, text, prefix, allowed);
  perCar.set(memoKey, best);
  return best;
}

const bestMemo = new WeakMap<Car, Map<string, number | null>>();

function scanTokens(car: Car, text: string, prefix: boolean, allowed: number): number | null {
  const key = `${text}|${prefix}|${allowed}`;
  let byToken = typoMemo.get(key);
  if (!byToken) typoMemo.set(key, (byToken = new Map()));
  let best: number | null = null;
  for (const token of tokensOfCar(car)) {
    let t = byToken.get(token);
    if (t === undefined) byToken.set(token, (t = refTypos(text, token, prefix, allowed)));
    if (t !== null && (best === null || t < best)) best = t;
  }
  return best;
}

const isDigitChar = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

/**
 * True when the car holds both halves of some cut of the word: the first exactly, the second
 * exactly or (last query word) as a prefix of one of its tokens. A cut lies within the first
 * 12 characters and never between two digits.
 */
function carHoldsSplit(car: Car, word: string, prefix: boolean): boolean {
  const tokens = tokensOfCar(car);
  for (let at = 1; at < word.length && at <= 12; at++) {
    if (isDigitChar(word[at - 1]) && isDigitChar(word[at])) continue;
    const first = word.slice(0, at);
    const second = word.slice(at);
    if (!tokens.includes(first)) continue;
    if (tokens.some((t) => (prefix ? t.startsWith(second) : t === second))) return true;
  }
  return false;
}

/**
 * Typos for the car, or null when the words find nothing. Words are taken left to right: one
 * alone (typos allowed), two or three joined into one, or one cut in two (no typo); the fewest
 * typos over every way of covering all the words wins. Tried exhaustively, by recursion.
 */
export function carTypos(car: Car, words: string[]): number | null {
  const last = words.length;
  const settled = new Map<number, number | null>();
  const from = (i: number): number | null => {
    if (!settled.has(i)) settled.set(i, fewestFrom(i));
    return settled.get(i)!;
  };
  const fewestFrom = (i: number): number | null => {
    if (i === last) return 0;
    let best: number | null = null;
    const consider = (here: number | null, next: number) => {
      if (here === null) return;
      const rest = from(next);
      if (rest !== null && (best === null || here + rest < best)) best = here + rest;
    };
    for (let run = 1; run <= 3 && i + run <= last; run++) {
      consider(bestTypos(car, words.slice(i, i + run), i + run === last), i + run);
    }
    if (carHoldsSplit(car, words[i]!, i + 1 === last)) consider(0, i + 1);
    return best;
  };
  return from(0);
}

function unescapeValue(v: string): string {
  return v.startsWith('\\-') ? v.slice(1) : v;
}

type Test = (car: Car) => boolean;

function facetFilterTest(entry: string): Test {
  const at = entry.indexOf(':');
  const attr = entry.slice(0, at);
  let value = entry.slice(at + 1);
  let negate = false;
  if (value.startsWith('-')) {
    negate = true;
    value = value.slice(1);
  }
  value = unescapeValue(value);
  const wanted = simplify(value);
  const found: Test =
    attr in NUMERIC
      ? (car) => {
          const n = NUMERIC[attr]!(car);
          return n !== null && value.trim() !== '' && n === Number(value);
        }
      : (car) => facetValues(car, attr).some((v) => simplify(v) === wanted);
  return negate ? (car) => !found(car) : found;
}

function numericFilterTest(entry: string): Test {
  const m = /^\s*([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.]+)\s*$/.exec(entry);
  if (!m) throw new Error(`reference cannot read ${entry}`);
  const get = NUMERIC[m[1]!] ?? (() => null);
  const v = Number(m[3]);
  const compare: Record<string, (n: number) => boolean> = {
    '<': (n) => n < v,
    '<=': (n) => n <= v,
    '=': (n) => n === v,
    '!=': (n) => n !== v,
    '>=': (n) => n >= v,
    '>': (n) => n > v,
  };
  return (car) => {
    const n = get(car);
    return n !== null && compare[m[2]!]!(n);
  };
}

/** An AND-list whose entries are single filters or OR-lists. */
function allOf(list: unknown, make: (entry: string) => Test): Test {
  if (list === undefined) return () => true;
  const entries = typeof list === 'string' ? [list] : (list as unknown[]);
  const tests = entries.map((e): Test => {
    if (!Array.isArray(e)) return make(e as string);
    const any = e.map((x) => make(x as string));
    return (car) => any.some((t) => t(car));
  });
  return (car) => tests.every((t) => t(car));
}

/** `filters` strings the random tests use, as hand-written predicates. */
export const FILTER_STRINGS: Record<string, (c: Car) => boolean> = {
  'sold:false': (c) => !c.sold,
  'car_type:used AND price > 20000': (c) => c.car_type === 'used' && c.price > 20000,
  '(make:Toyota OR make:Mazda) AND NOT simple_body:suv': (c) =>
    (c.make === 'Toyota' || c.make === 'Mazda') && c.simple_body !== 'suv',
  'price:10000 TO 40000 AND status:in_stock': (c) =>
    c.price >= 10000 && c.price <= 40000 && c.status === 'in_stock',
  'tag:"Runout Sale" OR tag:Special OR certified:true': (c) =>
    c.tag === 'Runout Sale' || c.tag === 'Special' || c.certified,
  'NOT car_type:new AND year >= 2020': (c) => c.car_type !== 'new' && c.year >= 2020,
};

export function filterTest(params: Params): Test {
  const facets = allOf(params.facetFilters, facetFilterTest);
  const numbers = allOf(params.numericFilters, numericFilterTest);
  let filters: Test = () => true;
  if (typeof params.filters === 'string' && params.filters !== '') {
    const predicate = FILTER_STRINGS[params.filters];
    if (!predicate) throw new Error(`reference has no predicate for ${params.filters}`);
    filters = predicate;
  }
  return (car) => facets(car) && numbers(car) && filters(car);
}

export interface SortSpec {
  by: string;
  dir: 'asc' | 'desc';
  last?: number;
}

/** Cars in an index's order: custom_rank descending then id, or a replica's key first. */
export function orderCars(cars: Car[], sort: SortSpec | null): Car[] {
  const base = [...cars].sort((a, b) =>
    a.custom_rank !== b.custom_rank ? b.custom_rank - a.custom_rank : a.id - b.id,
  );
  if (!sort) return base;
  const position = new Map(base.map((c, i) => [c, i]));
  const key = (c: Car) => {
    const v = NUMERIC[sort.by]!(c);
    return v === null || v === sort.last ? null : v;
  };
  return base.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null && kb === null) return position.get(a)! - position.get(b)!;
    if (ka === null) return 1;
    if (kb === null) return -1;
    if (ka !== kb) return sort.dir === 'asc' ? ka - kb : kb - ka;
    return position.get(a)! - position.get(b)!;
  });
}

export interface ReferenceResult {
  nbHits: number;
  ids: number[];
  facets: Record<string, Record<string, number>>;
  stats: Record<string, { min: number; max: number; avg: number; sum: number }>;
}

function clampInt(v: unknown, fallback: number, lo: number, hi: number): number {
  const n = typeof v === 'number' ? v : fallback;
  return Math.max(lo, Math.min(hi, Math.floor(n)));
}

/** The cars a request finds, best first, with their typos. */
export function referenceMatches(ordered: Car[], params: Params): Car[] {
  const words = queryWordsOf(typeof params.query === 'string' ? params.query : '');
  const found: { car: Car; typos: number; at: number }[] = [];
  const matches = filterTest(params);
  ordered.forEach((car, at) => {
    if (!matches(car)) return;
    const typos = words.length ? carTypos(car, words) : 0;
    if (typos !== null) found.push({ car, typos, at });
  });
  found.sort((a, b) => a.typos - b.typos || a.at - b.at);
  return found.map((f) => f.car);
}

export function countValues(cars: Car[], attr: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const car of cars)
    for (const v of facetValues(car, attr)) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/** Most frequent first; ties alphabetically, or by value for numeric attributes. */
export function topValues(
  counts: Map<string, number>,
  max: number,
  attr: string,
): [string, number][] {
  const byName =
    attr in NUMERIC
      ? (a: string, b: string) => Number(a) - Number(b)
      : (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...counts].sort((a, b) => b[1] - a[1] || byName(a[0], b[0])).slice(0, max);
}

export function referenceSearch(ordered: Car[], params: Params): ReferenceResult {
  const found = referenceMatches(ordered, params);
  const hitsPerPage = clampInt(params.hitsPerPage, 20, 0, 1000);
  const page = clampInt(params.page, 0, 0, 1e9);
  let asked: string[] = [];
  if (Array.isArray(params.facets)) asked = params.facets as string[];
  else if (typeof params.facets === 'string') asked = [params.facets];
  if (asked.includes('*')) asked = REFERENCE_FACETS;
  const max = clampInt(params.maxValuesPerFacet, 100, 1, 1000);
  const facets: ReferenceResult['facets'] = {};
  const stats: ReferenceResult['stats'] = {};
  for (const attr of new Set(asked)) {
    if (!REFERENCE_FACETS.includes(attr)) continue;
    facets[attr] = Object.fromEntries(topValues(countValues(found, attr), max, attr));
    const get = NUMERIC[attr];
    if (get) {
      const nums = found.map(get).filter((n): n is number => n !== null);
      if (nums.length) {
        const sum = nums.reduce((a, b) => a + b, 0);
        stats[attr] = {
          min: Math.min(...nums),
          max: Math.max(...nums),
          avg: sum / nums.length,
          sum,
        };
      }
    }
  }
  return {
    nbHits: found.length,
    ids: found.slice(page * hitsPerPage, page * hitsPerPage + hitsPerPage).map((c) => c.id),
    facets,
    stats,
  };
}

/** Facet-value search: values whose words start with every word of the facet query. */
export function referenceFacetSearch(
  ordered: Car[],
  params: Params,
  attr: string,
  max: number,
): { value: string; count: number }[] {
  const words = queryWordsOf(typeof params.facetQuery === 'string' ? params.facetQuery : '');
  const found = referenceMatches(ordered, params);
  const counts = countValues(found, attr);
  for (const value of [...counts.keys()]) {
    const tokens = tokensOfText(value);
    if (!words.every((w) => tokens.some((t) => t.startsWith(w)))) counts.delete(value);
  }
  return topValues(counts, max, attr).map(([value, count]) => ({ value, count }));
}
