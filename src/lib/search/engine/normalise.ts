/**
 * Text normalisation shared by the index builder and the query side, so both cut words the
 * same way. Letters are lowercased and stripped of accents; "joiners" (- . ' _) are dropped
 * inside a word so "CX-5" reads as cx5, and anything else that is not a letter or digit
 * separates words.
 */

import { slugify } from '../../stock/slug.ts';

const WORD = /[\p{L}\p{M}\p{N}\-.'’_]+/gu;
const JOINERS = /[-.'’_]+/g;

/** Lowercase, accents removed ("Škoda" → "skoda"). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query: each one joined ("cx-5" → "cx5"). */
export function queryWords(text: string): string[] {
  return (fold(text).match(WORD) ?? []).map((w) => w.replace(JOINERS, '')).filter(Boolean);
}

/**
 * The tokens a record is found by: each word joined, plus its pieces when a joiner split it,
 * so "Mercedes-Benz" is found by "mercedesbenz", "mercedes-benz" and "mercedes benz".
 */
export function indexTokens(text: string): string[] {
  return (fold(text).match(WORD) ?? []).flatMap(wordTokens);
}

function wordTokens(word: string): string[] {
  const pieces = word.split(JOINERS).filter(Boolean);
  return pieces.length > 1 ? [pieces.join(''), ...pieces] : pieces;
}

export interface WordSpan {
  start: number;
  end: number;
  /** The word's tokens, as indexTokens cuts them. */
  tokens: string[];
}

/** Each word of an original text with its position, for highlighting. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const m of text.matchAll(WORD)) {
    const tokens = wordTokens(fold(m[0]));
    if (tokens.length) spans.push({ start: m.index, end: m.index + m[0].length, tokens });
  }
  return spans;
}

/** A stored recipe's value: the non-empty parts joined ("2023 Mazda CX-5 Maxx"), optionally as a slug. */
export function joinParts(parts: unknown[], sep: string, slug: boolean): string {
  const text = parts.filter((p) => p !== null && p !== undefined && p !== '').join(sep);
  return slug ? slugify(text) : text;
}
