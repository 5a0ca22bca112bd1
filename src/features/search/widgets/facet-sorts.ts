/**
 * RefinementList sortBy values per facet order, made once per island: a widget whose props
 * change identity is replaced, and a replaced widget searches again.
 */
import type { useRefinementList } from 'react-instantsearch';
import { compareCarTypes } from '../../../lib/search/facets/car-type.ts';
import type { FacetOrder } from '../../../lib/search/page/filter-groups.ts';

export type SortBy = NonNullable<Parameters<typeof useRefinementList>[0]['sortBy']>;
export type FacetSorts = Record<FacetOrder, SortBy>;

/**
 * Makes in the build's order (mainstream first, then alphabetical: compareMakes). Sorting
 * by that list in the browser avoids compareMakes' locale-aware comparison, which builds a
 * collator per call (tens of milliseconds on a phone while the page hydrates). A make the
 * build did not know goes last, by plain comparison.
 */
function byList(order: readonly string[]): SortBy {
  const rank = new Map(order.map((name, index) => [name, index]));
  return (a: { name: string }, b: { name: string }) => {
    const ra = rank.get(a.name) ?? order.length;
    const rb = rank.get(b.name) ?? order.length;
    return ra - rb || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  };
}

// No 'isRefined' first: a ticked value stays where it was instead of jumping to the top.
export function facetSorts(makeOrder: readonly string[]): FacetSorts {
  return {
    count: ['count:desc', 'name:asc'],
    alpha: ['name:asc'],
    'car-type': (a: { name: string }, b: { name: string }) => compareCarTypes(a.name, b.name),
    make: byList(makeOrder),
  };
}
