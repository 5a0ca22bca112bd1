import { groupedNumber } from '../../numbers/grouped-number.ts';

/**
 * Spec §9 chips round to thousands: 19,499 → '19K', 19,500 → '20K' (half up). Numbers below
 * 1,000 stay exact, since rounding would turn a 400 km demo into '0K'. Thousands are grouped
 * (1,000,000 → '1,000K') and negative or non-finite input reads 0.
 */
export function thousandsText(value: number): string {
  const n = Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
  if (n < 1000) return String(n);
  return `${groupedNumber(n / 1000)}K`;
}

/** '45K km', '999 km', '0 km'. */
export function kmChipText(km: number): string {
  return `${thousandsText(km)} km`;
}

/** '$20K'; null for price on application (0 or less). */
export function priceText(price: number): string | null {
  return Number.isFinite(price) && price > 0 ? `$${thousandsText(price)}` : null;
}

/** Spec §9 price chip: 'From $20K'; null for price on application. */
export function priceChipText(price: number): string | null {
  const text = priceText(price);
  return text === null ? null : `From ${text}`;
}

/**
 * A price refinement's chip: 'From $20K', 'Up to $50K' or '$20K – $50K'; null when neither
 * end is set (or both are 0 or less).
 */
export function priceRangeChipText(
  min: number | null | undefined,
  max: number | null | undefined,
): string | null {
  const low = typeof min === 'number' ? priceText(min) : null;
  const high = typeof max === 'number' ? priceText(max) : null;
  if (low && high) return `${low} – ${high}`;
  if (low) return `From ${low}`;
  if (high) return `Up to ${high}`;
  return null;
}
