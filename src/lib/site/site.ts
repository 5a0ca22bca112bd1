import type { RemovedCar } from '../cars/removed-cars.ts';
import type { Dealer } from '../config/index.ts';
import type { SearchIndexFile } from '../search/engine/format.ts';
import type { SearchRoutes } from '../search/page/search-routes.ts';
import type { Car, VehicleKind } from '../stock/car.ts';
import type { StockCounts } from './stock-counts.ts';

/**
 * Everything a dealer's pages are rendered from, made once per build by the prepare step
 * (src/server/prepare/) before Astro runs: the validated config, the normalised stock and
 * what pages derive from them. Plain data (no functions, no class instances), so it can be
 * handed to the render step as a file. Pages read it from `virtual:forecourt/site`.
 */
export interface Site {
  dealer: Dealer;
  /** The dealer file as named in messages, e.g. "dealers/kestrel-bay-subaru/dealer.json". */
  file: string;
  cars: Car[];
  /**
   * Cars that left the feed within the last REMOVED_CAR_DAYS: each keeps a small noindex page
   * at its old address. Never in the search index or the sitemap. [] on a first build.
   */
  removedCars: RemovedCar[];
  counts: StockCounts;
  /** What the dealer sells: its words ('cars' or 'bikes') and search paths follow it. */
  vehicleKind: VehicleKind;
  /** The build's moment: every page of one build renders as of it (offers, hours, ages). */
  now: Date;
  /**
   * Pages this build takes unchanged from the site it replaces ('/cars/x', '/cars/x/checkout'):
   * their routes leave them out (isPrebuilt, src/lib/site/prebuilt.ts). [] renders every page.
   */
  prebuiltPages: string[];
  search: SiteSearch;
}

export interface SiteSearch {
  /**
   * The embedded engine's index of the dealer's cars. Pages render their first results from
   * it, whichever engine the browser uses, so the HTML never waits for a hosted service.
   */
  index: SearchIndexFile;
  /**
   * Site path of the index file the search pages load, named by its content (immutable);
   * null when the dealer searches Algolia.
   */
  indexUrl: string | null;
  /**
   * The same file under a fixed name, revalidated on each use, for the header search on every
   * other page: their HTML stays the same when only the stock changes. Null with Algolia.
   */
  latestIndexUrl: string | null;
  /** The search route's table: landing pages with stock, their facet counts, path rules. */
  routes: SearchRoutes;
}
