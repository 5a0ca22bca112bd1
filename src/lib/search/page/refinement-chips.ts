/**
 * The refinements of a search state as removable chips: one per facet value, one per range,
 * one for the search text; and the states left after removing one chip or all of them. Worked
 * out from the URL-shaped search state, so every part of the page agrees on them whatever
 * order its widgets mounted in.
 */
import type { Options } from '../../config/index.ts';
import { normaliseState, type SearchState } from '../routing/search-state.ts';
import { facetValueLabel, groupLabel, type FilterGroup } from './filter-groups.ts';
import { rangeChipText } from './range-text.ts';

export type ChipTarget =
  | { kind: 'query' }
  | { kind: 'list'; attribute: string; value: string }
  | { kind: 'range'; attribute: string };

export interface Chip {
  /** Stable while the refinement lasts: 'make:Toyota', 'price:range', 'query'. */
  key: string;
  /** What the chip shows: 'Toyota', 'From $20K', '“rav4”'. */
  text: string;
  /** The group it belongs to ('Make'), for 'Remove Make: Toyota'. */
  group: string;
  target: ChipTarget;
}

export function refinementChips(
  state: SearchState,
  groups: readonly FilterGroup[],
  usedLabel: Options['used_label'],
): Chip[] {
  const chips: Chip[] = [];
  if (state.query) {
    chips.push({
      key: 'query',
      text: `“${state.query}”`,
      group: 'Search',
      target: { kind: 'query' },
    });
  }
  const order = groups.map((g) => g.attribute);
  const rank = (attribute: string) => {
    const i = order.indexOf(attribute);
    return i < 0 ? order.length : i;
  };
  const lists = Object.entries(state.refinementList ?? {});
  const ranges = Object.entries(state.range ?? {});
  const attributes = [...new Set([...lists.map(([a]) => a), ...ranges.map(([a]) => a)])].sort(
    (a, b) => rank(a) - rank(b),
  );
  for (const attribute of attributes) {
    const group = groupLabel(groups, attribute);
    for (const value of state.refinementList?.[attribute] ?? []) {
      chips.push({
        key: `${attribute}:${value}`,
        text: facetValueLabel(attribute, value, usedLabel),
        group,
        target: { kind: 'list', attribute, value },
      });
    }
    const range = state.range?.[attribute];
    if (range !== undefined) {
      const [min, max] = range.split(':').map((end) => (end === '' ? undefined : Number(end)));
      const text = rangeChipText(attribute, finiteOr(min), finiteOr(max));
      if (text)
        chips.push({
          key: `${attribute}:range`,
          text,
          group,
          target: { kind: 'range', attribute },
        });
    }
  }
  return chips;
}

/** The state without the chip's refinement, back on page 1. */
export function withoutChip(state: SearchState, target: ChipTarget): SearchState {
  const next: SearchState = { ...state };
  delete next.page;
  if (target.kind === 'query') delete next.query;
  else if (target.kind === 'range') {
    const range = { ...next.range };
    delete range[target.attribute];
    next.range = range;
  } else {
    const lists = { ...next.refinementList };
    lists[target.attribute] = (lists[target.attribute] ?? []).filter((v) => v !== target.value);
    next.refinementList = lists;
  }
  return normaliseState(next);
}

/** 'Clear all': no search text or refinements; the sort stays. */
export function withoutRefinements(state: SearchState): SearchState {
  return state.sortBy === undefined ? {} : { sortBy: state.sortBy };
}

/**
 * The order chips were added in: known keys keep their place, gone keys leave, new keys join
 * at the end (in the order given). The last key is the shopper's latest refinement.
 */
export function refinementOrder(previous: readonly string[], current: readonly string[]): string[] {
  const now = new Set(current);
  const kept = previous.filter((key) => now.has(key));
  const seen = new Set(kept);
  return [...kept, ...current.filter((key) => !seen.has(key))];
}

/** The chip to suggest removing when nothing matches: the latest one added. */
export function latestChip<C extends { key: string }>(
  chips: readonly C[],
  order: readonly string[],
): C | null {
  for (let i = order.length - 1; i >= 0; i--) {
    const chip = chips.find((c) => c.key === order[i]);
    if (chip) return chip;
  }
  return chips.at(-1) ?? null;
}

function finiteOr(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}
