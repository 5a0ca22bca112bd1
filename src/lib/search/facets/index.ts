/** Search facet rules: value order, labels, tiles, the 1999-hit total and the price slider. */
export {
  MAINSTREAM_MAKES,
  compareMakes,
  mainstreamRank,
  sortMakeFacetValues,
} from './make-order.ts';
export {
  CAR_TYPE_ORDER,
  carTypeFacetLabel,
  carTypeLabel,
  compareCarTypes,
  sortCarTypeFacetValues,
} from './car-type.ts';
export { bodyStyleLabel } from './body-style.ts';
export {
  EXACT_HITS_LIMIT,
  displayTotal,
  type FacetCounts,
  type TotalVariant,
} from './display-total.ts';
export { facetTile, makeLogoUrl, type FacetTile, type FacetTileOptions } from './facet-tile.ts';
export { PRICE_SLIDER, normalisePriceRange, snapPrice, type PriceRange } from './price-slider.ts';
