/**
 * Range filters (price slider, km and year inputs) ↔ InstantSearch's range refinement.
 * InstantSearch ignores a refine() whose min lies below the results' lowest value or whose max
 * lies above the highest, so an end that would not narrow the results is left open instead.
 */
import { normalisePriceRange, PRICE_SLIDER, type PriceRange } from '../facets/price-slider.ts';

export type RangeEnd = number | undefined;

/** The values the results span for the attribute (facets_stats), as useRange's `range`. */
export interface Bounds {
  /** Undefined when the results have no value for it (InstantSearch then accepts any end). */
  min: RangeEnd;
  max: RangeEnd;
}

/** A chosen [low, high] as refine() arguments: open ends undefined, reversed ends swapped. */
export function rangeRefinement(
  low: RangeEnd,
  high: RangeEnd,
  bounds: Bounds,
): [RangeEnd, RangeEnd] {
  let lo = finite(low);
  let hi = finite(high);
  if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
  return [
    lo !== undefined && (bounds.min === undefined || lo > bounds.min) ? lo : undefined,
    hi !== undefined && (bounds.max === undefined || hi < bounds.max) ? hi : undefined,
  ];
}

/**
 * The slider's [low, high] as refine() arguments: a handle at its end of the $5,000–$250,000
 * track means "no limit" on that side (so cars under $5,000 or priced on application stay).
 */
export function priceSliderRefinement(handles: PriceRange, bounds: Bounds): [RangeEnd, RangeEnd] {
  const [low, high] = handles;
  return rangeRefinement(
    low <= PRICE_SLIDER.min ? undefined : low,
    high >= PRICE_SLIDER.max ? undefined : high,
    bounds,
  );
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
