import type { PromoCard } from '../../config/index.ts';

export type PositionedCard = Pick<PromoCard, 'position'>;

/**
 * Spec §4: cards with a position come first, in position order (equal positions keep their
 * order), then the rest, optionally reordered by `shuffle` (injected so tests and builds stay
 * deterministic; it gets a copy it may reorder in place or replace).
 */
export function orderPromoCards<T extends PositionedCard>(
  cards: readonly T[],
  shuffle?: (cards: T[]) => T[],
): T[] {
  const positioned = cards
    .filter((card) => card.position !== undefined)
    .map((card, index) => ({ card, index }))
    .sort((a, b) => (a.card.position ?? 0) - (b.card.position ?? 0) || a.index - b.index)
    .map(({ card }) => card);
  const rest = cards.filter((card) => card.position === undefined);
  return [...positioned, ...(shuffle ? shuffle([...rest]) : rest)];
}
