/**
 * Wraps the words of a text that query words matched in the highlight tags, in the shape
 * Algolia gives `_highlightResult` entries and facet hits' `highlighted`.
 */
import { wordSpans } from './normalise.ts';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted: boolean;
}

/** Typos between query word number `w` and a token, or -1 when it does not match. */
export type WordTest = (word: string, w: number, token: string) => number;

export function highlight(
  text: string,
  words: string[],
  pre: string,
  post: string,
  test: WordTest,
): HighlightResult {
  const matched = new Set<number>();
  let value = '';
  let last = 0;
  let allWrapped = true;
  for (const span of wordSpans(text)) {
    let end = -1;
    words.forEach((word, w) => {
      span.tokens.forEach((token) => {
        if (test(word, w, token) < 0) return;
        matched.add(w);
        // A prefix match on a plain word wraps just the typed letters ("<em>Cor</em>olla").
        const plain = span.tokens.length === 1 && span.end - span.start === token.length;
        const len = plain && token.startsWith(word) ? word.length : span.end - span.start;
        end = Math.max(end, span.start + len);
      });
    });
    if (end < 0 || end < span.end) allWrapped = false;
    if (end < 0) continue;
    value += text.slice(last, span.start) + pre + text.slice(span.start, end) + post;
    last = end;
  }
  value += text.slice(last);
  const matchedWords = [...matched].sort((a, b) => a - b).map((w) => words[w]!);
  const matchLevel =
    matched.size === 0 ? 'none' : matched.size === words.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords, fullyHighlighted: matched.size > 0 && allWrapped };
}
