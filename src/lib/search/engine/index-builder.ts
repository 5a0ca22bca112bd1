/**
 * Build time: a dealer's cars → the search index file the embedded client loads
 * (format.ts describes it). Kept apart from the client so browsers never download it.
 */
import type { Car } from '../../stock/car.ts';
import { attributeValue, loadIndex } from './columns.ts';
import { encodeMulti, encodeNumbers, encodeSingle, encodeStored } from './dictionary.ts';
import type {
  FacetColumnFile,
  JoinedColumnFile,
  NumberColumnFile,
  SearchIndexFile,
  SortFile,
  StoredColumnFile,
} from './format.ts';
import { INDEX_FORMAT } from './format.ts';
import type { FacetValue } from './index-fields.ts';
import {
  DATE_NUMBERS,
  DEFAULT_SORTS,
  FACETS,
  HIGHLIGHT,
  HIT,
  JOINED,
  NUMBERS,
  OPTIONAL_FACETS,
  OPTIONAL_NUMBERS,
  RECIPES,
  SEARCH_ONLY,
  STORED,
  TEXT,
} from './index-fields.ts';

export interface BuildSearchIndexOptions {
  /** Base index name; sort replicas are `${indexName}_${key}`. Default 'cars'. */
  indexName?: string;
  /** Replace the default sort replicas (price_asc, price_desc, km_asc, year_desc, newest). */
  sorts?: Record<string, SortFile>;
}

export function buildSearchIndex(
  input: readonly Car[],
  opts: BuildSearchIndexOptions = {},
): SearchIndexFile {
  // Stored in the default order, custom_rank descending (ties by id), so the base index needs no ordering.
  const cars = [...input].sort((a, b) => b.custom_rank - a.custom_rank || a.id - b.id);
  const facets: Record<string, FacetColumnFile | JoinedColumnFile> = {};
  for (const [name, get] of Object.entries(FACETS)) {
    const values = cars.map(get);
    const recipe = JOINED[name];
    facets[name] = recipe && followsRecipe(cars, values, recipe) ? recipe : facetColumn(values);
  }
  for (const name of OPTIONAL_FACETS) {
    const values = cars.map((c) => loose(c, name));
    if (values.some((v) => typeof v === 'string'))
      facets[name] = facetColumn(values.map((v) => (typeof v === 'string' ? v : null)));
  }

  const numbers: Record<string, NumberColumnFile> = {};
  for (const [name, get] of Object.entries(NUMBERS)) {
    const column = encodeNumbers(cars.map((c) => finite(get(c))));
    numbers[name] = DATE_NUMBERS.has(name) ? { ...column, date: 1 } : column;
  }
  for (const name of OPTIONAL_NUMBERS) {
    const values = cars.map((c) => finite(loose(c, name)));
    if (values.some((v) => v !== null)) numbers[name] = encodeNumbers(values);
  }

  const stored: Record<string, StoredColumnFile> = {};
  for (const [name, get] of Object.entries({ ...STORED, ...SEARCH_ONLY })) {
    const recipe = RECIPES[name];
    stored[name] = recipe ? { ...recipe, except: {} } : encodeStored(cars.map(get));
  }

  const file: SearchIndexFile = {
    format: INDEX_FORMAT,
    name: opts.indexName ?? 'cars',
    count: cars.length,
    facets,
    numbers,
    stored,
    text: TEXT,
    hit: HIT,
    highlight: HIGHLIGHT,
    sorts: opts.sorts ?? DEFAULT_SORTS,
  };
  addRecipeExceptions(file, cars);
  return file;
}

/**
 * Reads every recipe column back exactly as the client will and records the cars whose own
 * value differs; a column with too many such cars is written out in full instead.
 */
function addRecipeExceptions(file: SearchIndexFile, cars: Car[]): void {
  const loaded = loadIndex(file);
  for (const [name, column] of Object.entries(file.stored)) {
    if (!('join' in column)) continue;
    const values = cars.map((car) => STORED[name]?.(car));
    values.forEach((value, r) => {
      if (attributeValue(loaded, r, name) !== value) column.except[r] = String(value);
    });
    if (Object.keys(column.except).length * 2 > cars.length)
      file.stored[name] = encodeStored(values);
  }
}

function facetColumn(values: FacetValue[]): FacetColumnFile {
  if (values.some((v) => Array.isArray(v))) {
    return encodeMulti(
      values.map((v) =>
        (Array.isArray(v) ? v : v === null ? [] : [String(v)]).filter((s) => s !== ''),
      ),
    );
  }
  const bool = values.some((v) => typeof v === 'boolean');
  const column = encodeSingle(values.map((v) => (v === null || v === '' ? null : String(v))));
  return bool ? { ...column, bool: 1 } : column;
}

/** True when every car's value is exactly the recipe applied to its other facets. */
function followsRecipe(cars: Car[], values: FacetValue[], recipe: JoinedColumnFile): boolean {
  return cars.every((car, i) => {
    const parts = recipe.join.map((name) => FACETS[name]?.(car));
    const expected = parts.every((p) => typeof p === 'string' && p !== '')
      ? parts.join(recipe.sep)
      : null;
    return values[i] === expected;
  });
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function loose(car: Car, name: string): unknown {
  return (car as unknown as Record<string, unknown>)[name];
}
