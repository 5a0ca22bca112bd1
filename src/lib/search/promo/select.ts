import type { PromoCard } from '../../config/index.ts';
import type { CarType } from '../../stock/car.ts';
import { activePromoCards } from './active.ts';
import { promoCardsForSearch } from './for-search.ts';
import { orderPromoCards } from './order.ts';

export interface PromoSelection<T> {
  now: Date;
  /** The dealer's IANA time zone (hours/time-zone.ts timeZoneFor). */
  timeZone?: string;
  carTypesInSearch: readonly CarType[];
  shuffle?: (cards: T[]) => T[];
}

/** The cards a search interleaves, in slot order: active now, matching the search's car types, ordered. */
export function selectPromoCards<
  T extends Pick<PromoCard, 'start' | 'expiry' | 'position' | 'display' | 'strictDisplay'>,
>(cards: readonly T[], selection: PromoSelection<T>): T[] {
  const active = activePromoCards(cards, selection.now, selection.timeZone);
  return orderPromoCards(
    promoCardsForSearch(active, selection.carTypesInSearch),
    selection.shuffle,
  );
}
