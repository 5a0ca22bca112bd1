/**
 * What a shopper typed, made into the query the header search sends: the same text whether
 * it goes to the suggestions or to the search page, so both answer the same question.
 */

/** Suggestions start at two characters: one letter matches most of the stock and helps no one. */
export const MIN_SUGGEST_LENGTH = 2;

/** Longer text is never a make, model or keyword; the cap keeps URLs and searches small. */
export const MAX_QUERY_LENGTH = 80;

/** Wait this long after the last keystroke before searching, so fast typists search once. */
export const SUGGEST_DEBOUNCE_MS = 120;

/** Trimmed, runs of whitespace (and control characters) made one space, at most 80 characters. */
export function normaliseQuery(raw: string): string {
  return raw
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trimEnd();
}

/** Whether a (normalised) query is long enough to ask for suggestions. */
export function isSuggestible(query: string): boolean {
  return [...query].length >= MIN_SUGGEST_LENGTH;
}
