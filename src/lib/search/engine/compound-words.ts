/**
 * Words as shoppers type them, the way Algolia's splitting and concatenation treat them:
 * "land cruiser" finds LandCruiser (query words joined), "landcruiser" finds "Land Cruiser"
 * (a query word cut in two), likewise "i 30" ↔ i30 and "cx 5" ↔ CX-5. Both work at query
 * time against the token dictionary, so the index file does not grow.
 *
 * - Concatenation: a query word together with the next one or two, joined, is matched as one
 *   word (with the typos its length allows; a prefix when it includes the last word).
 * - Splitting: a query word cut in two at any point within its first 12 characters, when
 *   both halves are words of the index (exactly; the second as a prefix when it is the last
 *   query word). A record matches the cut when it holds both halves. Numbers are never cut
 *   between two digits ("2019" is not 20 + 19). Unlike Algolia, which keeps only the split
 *   with the most matches, every valid cut counts, and the halves need not be next to each
 *   other: the index keeps no word positions.
 * Neither counts as a typo.
 */
import type { LoadedIndex } from './columns.ts';
import { textIndex } from './text-index.ts';

/** How many query words one concatenation joins at most. */
export const MAX_JOINED_WORDS = 3;

/** Algolia cuts a word within its first 12 characters. */
export const MAX_FIRST_PART = 12;

/** The ways to cut a word in two, before looking at the index: "i30" → [["i", "30"]]. */
export function cutsOf(word: string): [string, string][] {
  const cuts: [string, string][] = [];
  for (let at = 1; at < word.length && at <= MAX_FIRST_PART; at++) {
    if (isDigit(word.charCodeAt(at - 1)) && isDigit(word.charCodeAt(at))) continue;
    cuts.push([word.slice(0, at), word.slice(at)]);
  }
  return cuts;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** A cut whose halves are both in the index: the first half's token and the second's tokens. */
export interface Split {
  first: string;
  second: string;
  firstToken: number;
  secondTokens: number[];
}

/** The cuts of a query word that the index can answer; `prefix` when it is the last word. */
export function splitsOf(index: LoadedIndex, word: string, prefix: boolean): Split[] {
  textIndex(index);
  const splits: Split[] = [];
  for (const [first, second] of cutsOf(word)) {
    const firstToken = index.tokenIds.get(first);
    if (firstToken === undefined) continue;
    const secondTokens = prefix ? tokensStartingWith(index, second) : exactToken(index, second);
    if (secondTokens.length > 0) splits.push({ first, second, firstToken, secondTokens });
  }
  return splits;
}

function exactToken(index: LoadedIndex, text: string): number[] {
  const id = index.tokenIds.get(text);
  return id === undefined ? [] : [id];
}

function tokensStartingWith(index: LoadedIndex, text: string): number[] {
  const found: number[] = [];
  index.tokens.forEach((token, t) => {
    if (token.startsWith(text)) found.push(t);
  });
  return found;
}

/** The query words joined in runs of 2 to MAX_JOINED_WORDS: [from, to (exclusive), joined]. */
export function joinedRuns(words: readonly string[]): [number, number, string][] {
  const runs: [number, number, string][] = [];
  for (let from = 0; from < words.length; from++) {
    for (let to = from + 2; to <= Math.min(words.length, from + MAX_JOINED_WORDS); to++) {
      runs.push([from, to, words.slice(from, to).join('')]);
    }
  }
  return runs;
}
