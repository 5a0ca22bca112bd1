/** Promo cards in search results: when they show, for which searches, in what order, where. */
export {
  DEFAULT_PROMO_TIME_ZONE,
  activePromoCards,
  isPromoActiveOn,
  type DatedCard,
} from './active.ts';
export { orderPromoCards, type PositionedCard } from './order.ts';
export { promoCardsForSearch, searchCarTypes, type DisplayedCard } from './for-search.ts';
export {
  PROMO_EVERY,
  firstPromoSlot,
  interleave,
  type InterleaveOptions,
  type ResultItem,
} from './interleave.ts';
export { selectPromoCards, type PromoSelection } from './select.ts';
