import type { SearchSettings } from '../../config/index.ts';

/**
 * Spec §9: above this many hits the engine's hit count is not trusted (a hosted index stops
 * counting exactly), so the total shown is rebuilt from facet counts.
 */
export const EXACT_HITS_LIMIT = 1999;

export type TotalVariant = SearchSettings['total_variant'];

/** A search response's facet counts: attribute → value → count. */
export type FacetCounts = Readonly<Record<string, Readonly<Record<string, number>>>>;

function sum(counts: Readonly<Record<string, number>>): number {
  return Object.values(counts).reduce(
    (total, n) => total + (Number.isFinite(n) && n > 0 ? n : 0),
    0,
  );
}

/**
 * The result count a search shows. Up to 1999 hits: `nbHits` as is. Above 1999:
 * - 'all': the sum of the `car_type` facet's counts. Every car has exactly one car type, so
 *   the sum counts each matching car once;
 * - 'in_stock': the `status` facet's `in_stock` count alone (coming_soon cars left out).
 * When the facet was not returned (or sums to 0), `nbHits` is shown rather than 0.
 */
export function displayTotal(
  nbHits: number,
  facets: FacetCounts | undefined,
  variant: TotalVariant,
): number {
  if (nbHits <= EXACT_HITS_LIMIT) return nbHits;
  const summed =
    variant === 'in_stock'
      ? (facets?.['status']?.['in_stock'] ?? 0)
      : sum(facets?.['car_type'] ?? {});
  return summed > 0 ? summed : nbHits;
}
