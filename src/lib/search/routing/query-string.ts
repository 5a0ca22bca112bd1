/**
 * The search query string in the format InstantSearch's history router writes by default
 * (`qs.stringify(routeState)`): bracket keys with array indices, keys and values
 * percent-encoded RFC 3986 style, e.g. `refinementList%5Bmake%5D%5B0%5D=Toyota&page=2`.
 * Reading accepts that, raw brackets, `[]` lists, '+' for spaces and broken encodings, and
 * never throws: anything that is not a known search key of the right shape is ignored.
 */
import { normaliseState, type SearchState } from './search-state.ts';

/** encodeURIComponent plus the five characters it spares but qs encodes. */
export function encodeQueryComponent(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Keys in the order InstantSearch's widgets write them; values in their own order. */
export function stringifySearchState(state: SearchState): string {
  const pairs: [string, string][] = [];
  if (state.query !== undefined) pairs.push(['query', state.query]);
  for (const [attr, values] of Object.entries(state.refinementList ?? {})) {
    values.forEach((v, i) => pairs.push([`refinementList[${attr}][${i}]`, v]));
  }
  for (const [attr, value] of Object.entries(state.menu ?? {}))
    pairs.push([`menu[${attr}]`, value]);
  for (const [attr, values] of Object.entries(state.hierarchicalMenu ?? {})) {
    values.forEach((v, i) => pairs.push([`hierarchicalMenu[${attr}][${i}]`, v]));
  }
  for (const [attr, value] of Object.entries(state.range ?? {}))
    pairs.push([`range[${attr}]`, value]);
  if (state.sortBy !== undefined) pairs.push(['sortBy', state.sortBy]);
  if (state.page !== undefined) pairs.push(['page', String(state.page)]);
  return pairs.map(([k, v]) => `${encodeQueryComponent(k)}=${encodeQueryComponent(v)}`).join('&');
}

/** `group[attr]` or `group[attr][index]` / `group[attr][]`; attributes may hold dots. */
const KEY = /^(refinementList|menu|hierarchicalMenu|range)\[([^[\]]+)\](?:\[(\d*)\])?$/;

interface Indexed {
  index: number;
  seq: number;
  value: string;
}

/** location.search (with or without '?') → normalised search state. */
export function parseSearchQuery(search: string): SearchState {
  const state: SearchState = {};
  const lists = {
    refinementList: new Map<string, Indexed[]>(),
    hierarchicalMenu: new Map<string, Indexed[]>(),
  };
  let seq = 0;
  // URLSearchParams decodes '+' and percent escapes and leaves broken escapes as text.
  for (const [key, value] of new URLSearchParams(search)) {
    seq++;
    if (key === 'query') state.query ??= value;
    else if (key === 'sortBy') state.sortBy ??= value;
    else if (key === 'page') state.page ??= /^\d{1,6}$/.test(value) ? Number(value) : 0;
    else {
      const match = KEY.exec(key);
      if (!match) continue;
      const [, group, attr, index] = match as unknown as [
        string,
        keyof typeof lists | 'menu' | 'range',
        string,
        string | undefined,
      ];
      if (group === 'menu' || group === 'range') {
        if (index !== undefined) continue;
        if (state[group]?.[attr] === undefined) state[group] = { ...state[group], [attr]: value };
        continue;
      }
      // Indexed entries sort by index (as qs does); `[]` and bare entries follow in URL order.
      const position = index ? Number(index) : Number.MAX_SAFE_INTEGER;
      const entries = lists[group].get(attr) ?? [];
      entries.push({ index: position, seq, value });
      lists[group].set(attr, entries);
    }
  }
  for (const group of ['refinementList', 'hierarchicalMenu'] as const) {
    for (const [attr, entries] of lists[group]) {
      entries.sort((a, b) => a.index - b.index || a.seq - b.seq);
      state[group] = { ...state[group], [attr]: entries.map((e) => e.value) };
    }
  }
  return normaliseState(state);
}
