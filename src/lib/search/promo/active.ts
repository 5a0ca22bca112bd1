import type { PromoCard } from '../../config/index.ts';
import { zonedMoment } from '../../hours/time-zone.ts';

export type DatedCard = Pick<PromoCard, 'start' | 'expiry'>;

/** Used when the caller names no zone: the platform's home market. */
export const DEFAULT_PROMO_TIME_ZONE = 'Australia/Sydney';

/**
 * Spec §4: a card shows between its start and expiry dates, both days included; a missing
 * bound is open. `today` is the dealer's calendar date, "YYYY-MM-DD".
 */
export function isPromoActiveOn(card: DatedCard, today: string): boolean {
  if (card.start !== undefined && today < card.start) return false;
  if (card.expiry !== undefined && today > card.expiry) return false;
  return true;
}

/**
 * The cards showing at `now`, judged on the calendar date in the dealer's time zone (a card
 * expiring on the 31st shows until midnight at the dealership, not in UTC). Order is kept.
 */
export function activePromoCards<T extends DatedCard>(
  cards: readonly T[],
  now: Date,
  timeZone = DEFAULT_PROMO_TIME_ZONE,
): T[] {
  const today = zonedMoment(now, timeZone).date;
  return cards.filter((card) => isPromoActiveOn(card, today));
}
