/** Spec §5/§9 price slider: $5,000 to $250,000 in $500 steps; the two handles at least $1 apart. */
export const PRICE_SLIDER = { min: 5000, max: 250000, step: 500, minGap: 1 } as const;

export type PriceRange = readonly [number, number];

const clamp = (value: number): number =>
  Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, value));

/** A value on the slider's grid: nearest $500, within $5,000–$250,000 (not a number: the min). */
export function snapPrice(value: number): number {
  if (Number.isNaN(value)) return PRICE_SLIDER.min;
  if (!Number.isFinite(value)) return value > 0 ? PRICE_SLIDER.max : PRICE_SLIDER.min;
  return clamp(Math.round(value / PRICE_SLIDER.step) * PRICE_SLIDER.step);
}

/**
 * A range the slider can show, from anything (a URL, a facet's stats): each end within
 * $5,000–$250,000 (a missing or non-numeric end takes the slider's bound), ends swapped when
 * reversed, and at least $1 apart: equal ends move the max up a dollar, or the min down a
 * dollar when the max is already at $250,000. Values are not snapped to the $500 grid, so a
 * URL's exact refinement survives; use snapPrice for handle positions.
 */
export function normalisePriceRange([min, max]: readonly [
  number | null | undefined,
  number | null | undefined,
]): PriceRange {
  let low = typeof min === 'number' && !Number.isNaN(min) ? clamp(min) : PRICE_SLIDER.min;
  let high = typeof max === 'number' && !Number.isNaN(max) ? clamp(max) : PRICE_SLIDER.max;
  if (low > high) [low, high] = [high, low];
  if (high - low < PRICE_SLIDER.minGap) {
    if (high + PRICE_SLIDER.minGap <= PRICE_SLIDER.max) high = low + PRICE_SLIDER.minGap;
    else low = high - PRICE_SLIDER.minGap;
  }
  return [low, high];
}
