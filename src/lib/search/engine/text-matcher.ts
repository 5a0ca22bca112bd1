/**
 * Query words → records, Algolia style: every word must match, the last one as a prefix;
 * 1 typo is allowed from 4 letters and 2 from 8. Words are compared with the token
 * dictionary once per query (a few thousand distinct tokens), never record by record.
 * Words holding digits allow no typos, so "2019" does not find 2018 or 2010.
 */
import type { Bitset } from './bitset.ts';
import { emptySet } from './bitset.ts';
import type { LoadedIndex } from './columns.ts';
import { charMask, textIndex } from './text-index.ts';

export function typoBudget(word: string): number {
  if (/\d/.test(word)) return 0;
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * Damerau-Levenshtein distance (optimal string alignment) from word to token, or to the
 * token's closest prefix when `prefix` is set. Anything above max is reported as max + 1.
 */
export function distance(word: string, token: string, prefix: boolean, max: number): number {
  if (max === 0) return (prefix ? token.startsWith(word) : token === word) ? 0 : 1;
  const m = word.length;
  const n = prefix ? Math.min(token.length, m + max) : token.length;
  if (prefix ? n < m - max : Math.abs(n - m) > max) return max + 1;
  if (rowA.length <= n)
    [rowA, rowB, rowC] = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let before = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    let rowMin = i;
    const c = word.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const t = token.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (c === t ? 0 : 1));
      if (i > 1 && j > 1 && c === token.charCodeAt(j - 2) && word.charCodeAt(i - 2) === t)
        v = Math.min(v, before[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [before, prev, cur] = [prev, cur, before];
  }
  let best = prev[n]!;
  if (prefix) for (let j = Math.max(0, m - max); j < n; j++) best = Math.min(best, prev[j]!);
  return Math.min(best, max + 1);
}

/** Typos between a query word and a token, or -1 when they do not match. */
export function wordTypos(word: string, token: string, prefix: boolean): number {
  const max = typoBudget(word);
  const d = distance(word, token, prefix, max);
  return d > max ? -1 : d;
}

function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Token ids a query word matches, and the typos of each: [token, typos, token, typos, …]. */
export function matchTokens(index: LoadedIndex, word: string, prefix: boolean): number[] {
  textIndex(index);
  const max = typoBudget(word);
  const wordMask = charMask(word);
  const found: number[] = [];
  index.tokens.forEach((token, t) => {
    // Every letter of the word missing from the token costs at least one edit: a cheap way
    // to skip most of the dictionary (stock numbers, other makes) before measuring.
    if (max > 0 && popcount(wordMask & ~index.tokenMasks[t]!) > max) return;
    const d = distance(word, token, prefix, max);
    if (d <= max) found.push(t, d);
  });
  return found;
}

export interface TextMatch {
  set: Bitset;
  /** Total typos per record (meaningful for records in `set`). */
  typos: Uint8Array;
}

/** Records matching every word, with their typo counts; `tokensFor` is matchTokens, perhaps cached. */
export function matchText(
  index: LoadedIndex,
  words: string[],
  tokensFor: (word: string, prefix: boolean) => number[],
): TextMatch {
  const size = index.size;
  const typos = new Uint8Array(size);
  const alive = new Uint8Array(size).fill(1);
  const best = new Uint8Array(size);
  const { start, ids } = textIndex(index);
  words.forEach((word, w) => {
    best.fill(255);
    const found = tokensFor(word, w === words.length - 1);
    for (let i = 0; i < found.length; i += 2) {
      const t = found[i]!;
      const d = found[i + 1]!;
      for (let k = start[t]!; k < start[t + 1]!; k++) if (d < best[ids[k]!]!) best[ids[k]!] = d;
    }
    for (let r = 0; r < size; r++) {
      if (best[r] === 255) alive[r] = 0;
      else typos[r] = Math.min(255, typos[r]! + best[r]!);
    }
  });
  const set = emptySet(size);
  for (let r = 0; r < size; r++) if (alive[r]) set[r >>> 5]! |= 1 << (r & 31);
  return { set, typos };
}
