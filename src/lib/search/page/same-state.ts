/** Whether two search states mean the same search (key and attribute order aside). */
import { normaliseState, type SearchState } from '../routing/search-state.ts';

export function sameSearchState(a: SearchState, b: SearchState): boolean {
  return canonical(normaliseState(a)) === canonical(normaliseState(b));
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
