/**
 * Filter tree → set of records. Each condition picks the matching dictionary values first and
 * then unions their record lists, so a range over 2,000 prices costs one pass over the cars.
 * An attribute the index does not know matches nothing (NOT of it matches everything),
 * as in Algolia.
 */
import type { Bitset } from './bitset.ts';
import { and, emptySet, fullSet, not, or } from './bitset.ts';
import type { Column, LoadedIndex } from './columns.ts';
import { labelIds, postings } from './columns.ts';
import type { Filter } from './filters-parser.ts';

/** Condition results are reused across the requests of a batch and across keystrokes. */
export type ConditionCache = Map<string, Bitset>;

export function evaluate(index: LoadedIndex, filter: Filter, cache: ConditionCache): Bitset {
  switch (filter.op) {
    case 'and':
      return filter.of.reduce((set, f) => and(set, evaluate(index, f, cache)), fullSet(index.size));
    case 'or':
      return filter.of.reduce((set, f) => or(set, evaluate(index, f, cache)), emptySet(index.size));
    case 'not':
      return not(evaluate(index, filter.of, cache), index.size);
    default: {
      const key = JSON.stringify(filter);
      let set = cache.get(key);
      if (!set) {
        if (cache.size > 500) cache.clear();
        set = condition(index, filter);
        cache.set(key, set);
      }
      return set;
    }
  }
}

function condition(index: LoadedIndex, filter: Filter & { attr: string }): Bitset {
  const col = index.columns.get(filter.attr);
  const set = emptySet(index.size);
  if (!col) return set;
  const { start, ids } = postings(col);
  for (const id of matchingValues(col, filter)) {
    for (let k = start[id]!; k < start[id + 1]!; k++) set[ids[k]! >>> 5]! |= 1 << (ids[k]! & 31);
  }
  return set;
}

function matchingValues(col: Column, filter: Filter & { attr: string }): number[] {
  const nums = col.nums;
  if (filter.op === 'is' && !nums) return labelIds(col, filter.value);
  if (!nums) return [];
  const test = numericTest(filter);
  const out: number[] = [];
  nums.forEach((n, id) => {
    if (test(n)) out.push(id);
  });
  return out;
}

function numericTest(filter: Filter): (n: number) => boolean {
  if (filter.op === 'is') {
    const v = filter.value.trim() === '' ? NaN : Number(filter.value);
    return (n) => n === v;
  }
  if (!('value' in filter) || typeof filter.value !== 'number') return () => false;
  const v = filter.value;
  switch (filter.op) {
    case '<':
      return (n) => n < v;
    case '<=':
      return (n) => n <= v;
    case '=':
      return (n) => n === v;
    case '!=':
      return (n) => n !== v;
    case '>=':
      return (n) => n >= v;
    case '>':
      return (n) => n > v;
    case 'to': {
      const to = filter.to;
      return (n) => n >= v && n <= to;
    }
    default:
      return () => false;
  }
}
