/**
 * Default promo spacing: a slot after every 6th hit. With the default page of 21 hits that is
 * three cards at positions 7, 14 and 21, filling a three-column grid to 8 whole rows.
 */
export const PROMO_EVERY = 6;

export type ResultItem<H, C> = { type: 'hit'; hit: H } | { type: 'promo'; card: C; slot: number };

export interface InterleaveOptions {
  /** A promo slot follows every `every`-th hit (a positive whole number). */
  every?: number;
  /**
   * Index of this page's first slot, so later pages continue the card rotation instead of
   * restarting it: page p (0-based) of full pages of h hits starts at p × floor(h / every).
   */
  firstSlot?: number;
}

/**
 * Spec §4: promo cards interleaved in results. Slots go after every `every`-th hit (after
 * hits 6, 12, 18 … by default), including after the last hit when the count is a multiple;
 * fewer hits than `every` gets no slot. Slot k shows cards[k mod cards.length]. No cards: hits only.
 */
export function interleave<H, C>(
  hits: readonly H[],
  cards: readonly C[],
  options: InterleaveOptions = {},
): ResultItem<H, C>[] {
  const every = options.every ?? PROMO_EVERY;
  const firstSlot = options.firstSlot ?? 0;
  if (!Number.isInteger(every) || every < 1)
    throw new RangeError(`promo spacing must be a positive whole number, not ${every}`);
  if (!Number.isInteger(firstSlot) || firstSlot < 0)
    throw new RangeError(`first promo slot must be a whole number ≥ 0, not ${firstSlot}`);
  const items: ResultItem<H, C>[] = [];
  let slot = firstSlot;
  hits.forEach((hit, index) => {
    items.push({ type: 'hit', hit });
    if (cards.length > 0 && (index + 1) % every === 0) {
      items.push({ type: 'promo', card: cards[slot % cards.length] as C, slot });
      slot += 1;
    }
  });
  return items;
}

/** The firstSlot for a 0-based page of `hitsPerPage` hits. */
export function firstPromoSlot(page: number, hitsPerPage: number, every = PROMO_EVERY): number {
  if (page <= 0 || hitsPerPage <= 0 || every < 1) return 0;
  return Math.floor(page) * Math.floor(hitsPerPage / every);
}
