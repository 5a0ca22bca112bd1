import { groupedNumber } from '../numbers/grouped-number.ts';

/** Spec §9: star size in pixels. */
export const STAR_SIZE = 18;
export const MAX_STARS = 5;
/** Spec §9: a partial star shows when the fraction exceeds 30 percent. */
export const PARTIAL_STAR_THRESHOLD = 0.3;

export interface StarParts {
  full: number;
  partial: boolean;
  empty: number;
}

/** Rating to one decimal (spec §9); anything not a number in 0–5 is clamped or treated as 0. */
export function roundRating(rating: number): number {
  if (!Number.isFinite(rating) || rating <= 0) return 0;
  // Integer tenths avoid float drift: 3.95 is 3.9500000000000002 and must read 4.0.
  return Math.min(MAX_STARS, Math.round(rating * 10 + 1e-9) / 10);
}

/** '4.7', '5.0'. */
export function formatRating(rating: number): string {
  return roundRating(rating).toFixed(1);
}

/**
 * The five stars of a rating. Stars follow the one-decimal rating the shopper reads, so 4.31
 * (shown "4.3") draws like 4.3: 4 full stars and no partial, because a fraction of exactly
 * 30 percent does not exceed the threshold. A fraction above 30 percent adds one partial star,
 * so at most 4 full stars ever sit beside a partial one.
 */
export function starParts(rating: number): StarParts {
  const tenths = Math.round(roundRating(rating) * 10);
  const full = Math.floor(tenths / 10);
  const partial = tenths % 10 > PARTIAL_STAR_THRESHOLD * 10;
  return { full, partial, empty: MAX_STARS - full - (partial ? 1 : 0) };
}

/** '1,234 reviews', '1 review'. */
export function reviewCountText(count: number): string {
  return `${groupedNumber(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Accessible label: 'Rated 4.7 out of 5 from 1,234 reviews'. */
export function ratingLabel(rating: number, count?: number): string {
  const base = `Rated ${formatRating(rating)} out of ${MAX_STARS}`;
  return count === undefined ? base : `${base} from ${reviewCountText(count)}`;
}
