import type { Dealer } from '../config/index.ts';
import { dataPageProblems } from '../content/site-pages.ts';
import { savedCarsPage, savedCarsPathProblem } from '../favourites/pages.ts';
import { normalisePathname } from '../search/routing/route-context.ts';
import { searchSegment } from '../search/page/search-routes.ts';
import { watchlistPathProblem } from '../watchlist/page.ts';

/**
 * Every reason a dealer's pages cannot all be built: data pages on taken or doubled paths,
 * a saved-cars or watchlist path another page owns, a search path outside /search. Checked by the prepare
 * step with the config itself, so no page ever has to stop a build half-way. Messages name
 * the dealer field.
 */
export function siteRouteProblems(dealer: Dealer, today: string): string[] {
  const problems = dataPageProblems(dealer, today);
  const savedCars = savedCarsPathProblem(dealer.config.saved_cars);
  if (savedCars) problems.push(savedCars);
  const watchlist = watchlistPathProblem(
    dealer.config.watchlist,
    savedCarsPage(dealer.config.saved_cars).path,
  );
  if (watchlist) problems.push(watchlist);
  if (searchSegment(normalisePathname(dealer.search.path)) === null) {
    problems.push(
      `search.path: "${dealer.search.path}" must be /search or a path under /search/ (the search route serves only those)`,
    );
  }
  return problems;
}
