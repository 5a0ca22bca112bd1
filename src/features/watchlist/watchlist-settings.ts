import type { Dealer } from '../../lib/config/index.ts';
import { vehicleWords } from '../../lib/content/vehicle-words.ts';
import type { VehicleKind } from '../../lib/stock/car.ts';
import { watchlistPage } from '../../lib/watchlist/page.ts';
import type { WatchlistSettings } from './settings.ts';

/** The dealer's watch-control settings, or undefined when the dealer has no watchlist. */
export function watchlistSettings(
  dealer: Pick<Dealer, 'slug' | 'config'>,
  kind: VehicleKind,
): WatchlistSettings | undefined {
  const page = watchlistPage(dealer.config.watchlist);
  return page ? { site: dealer.slug, listPath: page.path, words: vehicleWords(kind) } : undefined;
}
