/**
 * Facet counts, numeric facet stats and facet-value search over one request's records.
 * Disjunctive ("OR") counts need nothing special here: InstantSearch sends one extra request
 * per refined disjunctive facet, without that facet's own refinement, and we count each.
 */
import type { Column, LoadedIndex } from './columns.ts';
import { highlight } from './highlight.ts';
import { queryWords } from './normalise.ts';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

function countValues(col: Column, records: Int32Array): Int32Array {
  const counts = new Int32Array(col.labels.length);
  const { start, ids } = col.values;
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    for (let k = start[r]!; k < start[r + 1]!; k++) counts[ids[k]!]!++;
  }
  return counts;
}

/**
 * Value ids with a count, most frequent first, ties in dictionary order (alphabetical, numbers
 * ascending), at most `max`. A histogram of counts finds the cut-off, so a price facet with
 * 3,000 values is not sorted whole to keep 100.
 */
function top(
  counts: Int32Array,
  max: number,
  keep: (id: number) => boolean = () => true,
): number[] {
  const candidates: number[] = [];
  let highest = 0;
  counts.forEach((c, id) => {
    if (c > 0 && keep(id)) {
      candidates.push(id);
      if (c > highest) highest = c;
    }
  });
  let chosen = candidates;
  if (candidates.length > max) {
    const histogram = new Int32Array(highest + 1);
    for (const id of candidates) histogram[counts[id]!]!++;
    let cut = highest;
    let above = 0;
    while (above + histogram[cut]! < max) above += histogram[cut--]!;
    let room = max - above;
    chosen = candidates.filter((id) => counts[id]! > cut || (counts[id] === cut && room-- > 0));
  }
  return chosen.sort((a, b) => counts[b]! - counts[a]! || a - b);
}

export function countFacets(
  index: LoadedIndex,
  records: Int32Array,
  attributes: string[],
  maxValues: number,
) {
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  for (const attr of attributes) {
    const col = index.columns.get(attr);
    if (!col) continue;
    const counts = countValues(col, records);
    const values: Record<string, number> = {};
    for (const id of top(counts, maxValues)) values[col.labels[id]!] = counts[id]!;
    facets[attr] = values;
    if (col.nums) {
      const s = numericStats(col.nums, counts);
      if (s) stats[attr] = s;
    }
  }
  return { facets, stats };
}

function numericStats(nums: number[], counts: Int32Array): FacetStats | null {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  counts.forEach((c, id) => {
    if (c === 0) return;
    const v = nums[id]!;
    min = Math.min(min, v);
    max = Math.max(max, v);
    sum += v * c;
    n += c;
  });
  return n === 0 ? null : { min, max, avg: sum / n, sum };
}

/** Values of `attr` among `records` whose words start with the facet query's words. */
export function searchFacetValues(
  index: LoadedIndex,
  records: Int32Array,
  attr: string,
  facetQuery: string,
  max: number,
  pre: string,
  post: string,
): FacetHit[] {
  const col = index.columns.get(attr);
  if (!col) return [];
  const words = queryWords(facetQuery);
  const test = (word: string, _w: number, token: string) => (token.startsWith(word) ? 0 : -1);
  const marked = new Map<number, ReturnType<typeof highlight>>();
  const keep = (id: number) => {
    const h = highlight(col.labels[id]!, words, pre, post, test);
    if (h.matchedWords.length < words.length) return false;
    marked.set(id, h);
    return true;
  };
  const counts = countValues(col, records);
  return top(counts, max, keep).map((id) => ({
    value: col.labels[id]!,
    highlighted: marked.get(id)!.value,
    count: counts[id]!,
  }));
}
