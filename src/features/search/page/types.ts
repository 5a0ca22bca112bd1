import type { InstantSearchServerState } from 'react-instantsearch';
import type { SearchClient } from 'instantsearch.js';
import type { PromoCard } from '../../../lib/config/index.ts';
import type { VehicleWords } from '../../../lib/content/vehicle-words.ts';
import type { FilterGroup, PopularMake } from '../../../lib/search/page/index.ts';
import type { SearchRouteInput } from '../../../lib/search/routing/index.ts';
import type { SearchClientProps } from '../../../lib/search/client/island-props.ts';
import type { SearchCardSettings } from '../card/types.ts';

/** What the search island is given: plain data, serialised into the page by Astro. */
export interface SearchAppProps {
  client: SearchClientProps;
  routeInput: SearchRouteInput;
  /** The page's own path: the search the HTML was rendered for. */
  pathname: string;
  /** The build's clock (ISO 8601): card tags and promo dates, the same on server and browser. */
  now: string;
  /** The dealer slug: the favourites list's key. */
  site: string;
  siteName: string;
  /** Card settings other than the clock and route (SearchCardSettings). */
  card: Omit<SearchCardSettings, 'now' | 'route'>;
  groups: FilterGroup[];
  /** Every make in stock, mainstream makes first then alphabetical (compareMakes, at build time). */
  makeOrder: string[];
  /** dealer.promo_cards showing on the build date (dealer's time zone), in slot order. */
  promoCards: PromoCard[];
  words: VehicleWords;
  popularMakes: PopularMake[];
  /** The contact page and the dealer's phone (shown, and as a tel: link). */
  contact: { href: string; phone: string | null; tel: string | null };
  /** The first page of results, found at build time. */
  serverState?: InstantSearchServerState | null;
  /** Build time only (never an island prop): the engine running in Node. */
  searchClient?: SearchClient;
  /**
   * Build time only: the render getServerState makes just to learn the widgets. Widgets mount
   * as usual but the cards are not drawn (that HTML is thrown away).
   */
  collectOnly?: boolean;
}
