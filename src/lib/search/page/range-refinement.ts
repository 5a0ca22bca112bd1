/**
 * Range filters (price slider, km and year inputs) ↔ the search state's `range[attribute]`
 * ('min:max', either end empty). Written to the UI state directly: InstantSearch's own range
 * refine() silently ignores an end outside the current results' values, so a shopper's
 * "from $15,000" would vanish whenever nothing cheaper is left.
 */
import { normalisePriceRange, PRICE_SLIDER, type PriceRange } from '../facets/price-slider.ts';

export type RangeEnd = number | undefined;

/** The state's 'min:max' for two ends (reversed ends swapped); null when both are open. */
export function rangeValue(low: RangeEnd, high: RangeEnd): string | null {
  let lo = finite(low);
  let hi = finite(high);
  if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
  if (lo === undefined && hi === undefined) return null;
  return `${lo ?? ''}:${hi ?? ''}`;
}

/** The state's range map with `attribute` set to the ends (or removed when both are open). */
export function withRange(
  ranges: Readonly<Record<string, string>> | undefined,
  attribute: string,
  low: RangeEnd,
  high: RangeEnd,
): Record<string, string> {
  const next = { ...ranges };
  const value = rangeValue(low, high);
  if (value === null) delete next[attribute];
  else next[attribute] = value;
  return next;
}

/**
 * The slider's handles as range ends: a handle at its end of the $5,000–$250,000 track means
 * "no limit" on that side (so cars under $5,000 or priced on application stay).
 */
export function priceSliderEnds(handles: PriceRange): [RangeEnd, RangeEnd] {
  const [low, high] = handles;
  return [low <= PRICE_SLIDER.min ? undefined : low, high >= PRICE_SLIDER.max ? undefined : high];
}

/** Handle positions for a refinement (useRange's `start`, ±Infinity when open). */
export function priceSliderHandles(start: readonly [RangeEnd, RangeEnd]): PriceRange {
  return normalisePriceRange([finite(start[0]), finite(start[1])]);
}

/**
 * Moves one handle, keeping the other at least one step away (the track is on a $500 grid,
 * so "at least $1 apart" becomes a whole step).
 */
export function moveHandle(handles: PriceRange, which: 0 | 1, value: number): PriceRange {
  const { min, max, step } = PRICE_SLIDER;
  if (which === 0) return [Math.min(Math.max(value, min), handles[1] - step), handles[1]];
  return [handles[0], Math.max(Math.min(value, max), handles[0] + step)];
}

/** A range input's text ('' when open) → number or undefined. */
export function parseRangeInput(text: string): RangeEnd {
  const cleaned = text.replace(/[^\d.]/g, '');
  if (cleaned === '') return undefined;
  return finite(Number(cleaned));
}

export function finite(value: number | undefined): RangeEnd {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
