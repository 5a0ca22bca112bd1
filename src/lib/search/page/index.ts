/** The search page's rules: filter groups, range refinements, chips, counts, routes. */
export {
  SHOW_MORE_LIMIT,
  facetValueLabel,
  filterGroups,
  groupLabel,
  type FacetGroup,
  type FacetOrder,
  type FilterGroup,
  type FilterGroupInput,
  type RangeGroup,
} from './filter-groups.ts';
export {
  finite,
  moveHandle,
  parseRangeInput,
  priceSliderEnds,
  priceSliderHandles,
  rangeValue,
  withRange,
  type RangeEnd,
} from './range-refinement.ts';
export { rangeChipText, sliderPriceText } from './range-text.ts';
export {
  latestChip,
  refinementChips,
  refinementOrder,
  withoutChip,
  withoutRefinements,
  type Chip,
  type ChipTarget,
} from './refinement-chips.ts';
export { shippedResults } from './trim-results.ts';
export { groupedNumber } from '../../numbers/grouped-number.ts';
export { resultCountText, showResultsText } from './result-count.ts';
export { savedCarFromHit } from './saved-hit.ts';
export { sameSearchState } from './same-state.ts';
export {
  popularMakes,
  searchRoutes,
  searchSegment,
  type PopularMake,
  type SearchRoutes,
} from './search-routes.ts';
