/**
 * Hit order: fewer typos first, then the index's order — the stored order (custom_rank
 * descending) for the base index, or a sort replica's. Replica orderings are computed on first
 * use from the numeric columns rather than shipped, which keeps the index file small.
 */
import type { Bitset } from './bitset.ts';
import { has } from './bitset.ts';
import type { LoadedIndex } from './columns.ts';

/** Records in the order of sort key `sort` ('' = the base index). */
export function ordering(index: LoadedIndex, sort: string): Int32Array {
  let order = index.orders.get(sort);
  if (order) return order;
  order = new Int32Array(index.size).map((_, r) => r);
  const spec = index.sorts[sort];
  const col = spec && index.columns.get(spec.by);
  if (spec && col?.nums) {
    const nums = col.nums;
    const { start, ids } = col.values;
    const dir = spec.dir === 'asc' ? 1 : -1;
    // Missing values and the `last` value sort after every other, in stored order.
    const key = (r: number): number | null => {
      const v = start[r] === start[r + 1] ? undefined : nums[ids[start[r]!]!];
      return v === undefined || v === spec.last ? null : v;
    };
    const keys = Array.from(order, key);
    order.sort((a, b) => {
      const ka = keys[a] ?? null;
      const kb = keys[b] ?? null;
      if (ka === null || kb === null) return ka === kb ? a - b : ka === null ? 1 : -1;
      return (ka - kb) * dir || a - b;
    });
  }
  index.orders.set(sort, order);
  return order;
}

/** Records `from` .. `from + count` of the ranked result. */
export function rankPage(
  order: Int32Array,
  set: Bitset,
  typos: Uint8Array | null,
  from: number,
  count: number,
): number[] {
  const page: number[] = [];
  if (count <= 0) return page;
  if (!typos) {
    let seen = 0;
    for (let i = 0; i < order.length && page.length < count; i++) {
      const r = order[i]!;
      if (has(set, r) && seen++ >= from) page.push(r);
    }
    return page;
  }
  const buckets: number[][] = [];
  for (let i = 0; i < order.length; i++) {
    const r = order[i]!;
    if (has(set, r)) (buckets[typos[r]!] ??= []).push(r);
  }
  return buckets.flat().slice(from, from + count);
}
