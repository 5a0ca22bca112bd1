/**
 * Algolia filter strings joined by AND, as both backends read them. A part with an OR outside
 * parentheses gets wrapped, so `a OR b` joined with `c` stays `(a OR b) AND c` instead of
 * becoming `a OR (b AND c)`. Parts that are already safe stay as written: Algolia rejects
 * some redundant nesting (an AND group inside parentheses next to an OR).
 */

/** Words and symbols of a filter string, quoted values kept whole (an "OR" inside quotes is a value). */
const TOKEN = /\s*(?:(\()|(\))|(:)|(<=|>=|!=|<|>|=)|"(?:[^"\\]|\\.)*"|([^\s()":<>=!]+)|(\S))/gy;

/** True when the filter has an OR outside any parentheses (an attribute's value "or" is not one). */
export function hasTopLevelOr(filter: string): boolean {
  const tokens = new RegExp(TOKEN.source, 'gy');
  let depth = 0;
  let afterColon = false;
  let m: RegExpExecArray | null;
  while ((m = tokens.exec(filter))) {
    if (m[1]) depth++;
    else if (m[2]) depth = Math.max(0, depth - 1);
    else if (m[5] && depth === 0 && !afterColon && m[5].toUpperCase() === 'OR') return true;
    afterColon = Boolean(m[3] ?? m[4]);
  }
  return false;
}

/** The non-empty parts joined by ' AND ', each wrapped in parentheses when it has a top-level OR. */
export function joinFilters(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .map((part) => (hasTopLevelOr(part) ? `(${part})` : part))
    .join(' AND ');
}
