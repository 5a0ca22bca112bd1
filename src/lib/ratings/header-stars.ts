import type { Dealer, Options } from '../config/index.ts';
import { primarySalesLocation } from '../locations/index.ts';
import { distinctVisibleLocations } from '../navigation/locations-menu.ts';

export interface HeaderRating {
  rating: number;
  count: number | undefined;
  /** The dealer's Google review page, when it has one. */
  reviewUrl: string | undefined;
}

/**
 * Spec §4: the header star rating shows only when the option is on, the rating is numeric,
 * the number of distinct locations is not 3, and the rating reaches the minimum (or force is set).
 */
export function showHeaderStars(
  option: Options['header_stars'],
  rating: unknown,
  distinctLocationCount: number,
): rating is number {
  if (!option.enabled) return false;
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return false;
  if (distinctLocationCount === 3) return false;
  return option.force || rating >= option.minimum_rating;
}

/**
 * The rating the header shows, or null when hidden: the dealer's reviews summary, else the
 * main location's own rating.
 */
export function headerRating(
  dealer: Pick<Dealer, 'reviews' | 'locations' | 'gmb_profiles'> & {
    config: Pick<Options, 'header_stars'>;
  },
): HeaderRating | null {
  const distinct = distinctVisibleLocations(dealer.locations);
  const main = primarySalesLocation(dealer.locations);
  const rating = dealer.reviews?.average_rating ?? main?.average_rating;
  if (!showHeaderStars(dealer.config.header_stars, rating, distinct.length)) return null;
  return {
    rating,
    count: dealer.reviews?.count ?? main?.review_count,
    reviewUrl: dealer.gmb_profiles[0]?.review_url,
  };
}
