/**
 * Query words → records, Algolia style: every word must match, the last one as a prefix;
 * 1 typo is allowed from 4 letters and 2 from 8; words typed apart or together match both
 * ways (compound-words.ts). Words are compared with the token
 * dictionary once per query (a few thousand distinct tokens), never record by record.
 * Words holding digits allow no typos, so "2019" does not find 2018 or 2010.
 */
import type { Bitset } from './bitset.ts';
import { emptySet } from './bitset.ts';
import type { LoadedIndex } from './columns.ts';
import { joinedRuns, MAX_JOINED_WORDS, splitsOf } from './compound-words.ts';
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
export function wordTypos(
  word: string,
  token: string,
  prefix: boolean,
  max = typoBudget(word),
): number {
  const d = distance(word, token, prefix, max);
  return d > max ? -1 : d;
}

function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Token ids a query word matches, and the typos of each: [token, typos, token, typos, …]. */
export function matchTokens(
  index: LoadedIndex,
  word: string,
  prefix: boolean,
  max = typoBudget(word),
): number[] {
  textIndex(index);
  if (max === 0 && !prefix) {
    // A whole word with no typos allowed is one look-up (joined short words are often this).
    const t = index.tokenIds.get(word);
    return t === undefined ? [] : [t, 0];
  }
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

const NONE = 255;

/** matchTokens, perhaps cached: [token, typos, …] for a word (or joined run) and its typo budget. */
export type TokensFor = (word: string, prefix: boolean, maxTypos: number) => number[];

/**
 * Words joined allow the typos of the least tolerant of them: "toyota sr" joined is not
 * "toyota" with two letters dropped, while "land cruser" still finds LandCruiser.
 */
export function joinedTypoBudget(words: readonly string[]): number {
  return Math.min(...words.map(typoBudget));
}

/**
 * Records matching every word, with their fewest typos; `tokensFor` is matchTokens, perhaps
 * cached. A run of words may be matched joined into one, and a word by its two halves
 * (compound-words.ts): `cost[k]` holds, per record, the fewest typos with which it matches
 * the first k words, each step taking one word, a joined run, or a split word.
 */
export function matchText(index: LoadedIndex, words: string[], tokensFor: TokensFor): TextMatch {
  const size = index.size;
  const { start, ids } = textIndex(index);
  const n = words.length;
  const cost: Uint8Array[] = [new Uint8Array(size)];
  for (let k = 1; k <= n; k++) {
    const reached = new Uint8Array(size).fill(NONE);
    const prefix = k === n;
    for (let run = 1; run <= Math.min(MAX_JOINED_WORDS, k); run++) {
      const before = cost[k - run]!;
      const joined = words.slice(k - run, k);
      const found = tokensFor(joined.join(''), prefix, joinedTypoBudget(joined));
      for (let i = 0; i < found.length; i += 2) {
        const t = found[i]!;
        const d = found[i + 1]!;
        for (let p = start[t]!; p < start[t + 1]!; p++) {
          const r = ids[p]!;
          const total = Math.min(before[r]! + d, NONE - 1);
          if (before[r] !== NONE && total < reached[r]!) reached[r] = total;
        }
      }
    }
    addSplits(index, words[k - 1]!, prefix, cost[k - 1]!, reached);
    cost.push(reached);
  }
  const typos = cost[n]!;
  const set = emptySet(size);
  for (let r = 0; r < size; r++) if (typos[r] !== NONE) set[r >>> 5]! |= 1 << (r & 31);
  return { set, typos };
}

/** Records holding both halves of a valid cut of `word` reach the next step with no extra typo. */
function addSplits(
  index: LoadedIndex,
  word: string,
  prefix: boolean,
  before: Uint8Array,
  reached: Uint8Array,
): void {
  const splits = splitsOf(index, word, prefix);
  if (splits.length === 0) return;
  const { start, ids } = index.tokenPostings!;
  const hasFirst = new Uint8Array(index.size);
  for (const { firstToken, secondTokens } of splits) {
    hasFirst.fill(0);
    for (let p = start[firstToken]!; p < start[firstToken + 1]!; p++) hasFirst[ids[p]!] = 1;
    for (const t of secondTokens) {
      for (let p = start[t]!; p < start[t + 1]!; p++) {
        const r = ids[p]!;
        if (hasFirst[r] && before[r]! < reached[r]!) reached[r] = before[r]!;
      }
    }
  }
}

/**
 * Typos between query word number `w` and a token of a text being highlighted, or -1: the
 * word itself, a joined run that includes it ("land cruiser" → the LandCruiser token), or a
 * half of one of its valid cuts ("landcruiser" → Land, Cruiser).
 */
export function queryWordTest(
  index: LoadedIndex,
  words: readonly string[],
): (word: string, w: number, token: string) => number {
  const last = words.length - 1;
  const runs = joinedRuns(words);
  const halves = words.map((word, w) =>
    splitsOf(index, word, w === last).map(({ first, second }) => [first, second] as const),
  );
  return (word, w, token) => {
    const own = wordTypos(word, token, w === last);
    if (own >= 0) return own;
    for (const [from, to, joined] of runs) {
      if (w < from || w >= to) continue;
      const d = wordTypos(joined, token, to - 1 === last, joinedTypoBudget(words.slice(from, to)));
      if (d >= 0) return d;
    }
    const cuts = halves[w] ?? [];
    const halfMatches = ([first, second]: readonly [string, string]) =>
      token === first || (w === last ? token.startsWith(second) : token === second);
    return cuts.some(halfMatches) ? 0 : -1;
  };
}
