import type { PromoCard } from '../../config/index.ts';
import type { CarType } from '../../stock/car.ts';
import { CAR_TYPE_ORDER } from '../facets/car-type.ts';

export type DisplayedCard = Pick<PromoCard, 'display' | 'strictDisplay'>;

/**
 * The car types a search displays: the car_type refinements when there are any, else every
 * type with results in the car_type facet counts (in new, demo, used order).
 */
export function searchCarTypes(
  refined: readonly string[],
  carTypeCounts: Readonly<Record<string, number>> | undefined,
): CarType[] {
  if (refined.length > 0) return CAR_TYPE_ORDER.filter((type) => refined.includes(type));
  return CAR_TYPE_ORDER.filter((type) => (carTypeCounts?.[type] ?? 0) > 0);
}

/**
 * Spec §4 promo filtering by the car types in the current search:
 * - a card with no display types shows on every search;
 * - a card shows when any of its types is displayed;
 * - a strict card shows only when the displayed types are exactly its types (as sets).
 * Order is kept.
 */
export function promoCardsForSearch<T extends DisplayedCard>(
  cards: readonly T[],
  carTypesInSearch: readonly CarType[],
): T[] {
  const shown = new Set(carTypesInSearch);
  return cards.filter((card) => {
    if (card.display.length === 0) return true;
    const wanted = new Set(card.display);
    if (card.strictDisplay)
      return wanted.size === shown.size && [...wanted].every((type) => shown.has(type));
    return [...wanted].some((type) => shown.has(type));
  });
}
