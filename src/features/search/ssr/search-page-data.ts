/**
 * Build-time data for the search route: the dealer's landing pages (prepared with the site)
 * and the island props every search page shares, worked out once per build (cached by site).
 */
import type { Site } from '../../../lib/site/site.ts';
import { searchClientProps } from '../../../lib/search/client/island-props.ts';
import { vehicleWords } from '../../../lib/content/vehicle-words.ts';
import { timeZoneFor } from '../../../lib/hours/time-zone.ts';
import { primarySalesLocation } from '../../../lib/locations/filter.ts';
import { formatPhone, telHref } from '../../../lib/phone/format.ts';
import { compareMakes } from '../../../lib/search/facets/make-order.ts';
import { filterGroups } from '../../../lib/search/page/filter-groups.ts';
import { popularMakes, type SearchRoutes } from '../../../lib/search/page/search-routes.ts';
import { activePromoCards } from '../../../lib/search/promo/active.ts';
import { orderPromoCards } from '../../../lib/search/promo/order.ts';
import type { SearchAppProps } from '../page/types.ts';
import { watchlistSettings } from '../../watchlist/watchlist-settings.ts';

export type SharedSearchProps = Omit<SearchAppProps, 'pathname' | 'serverState' | 'searchClient'>;

export interface SearchSiteData {
  routes: SearchRoutes;
  props: SharedSearchProps;
}

const cache = new WeakMap<Site, SearchSiteData>();

export function searchSiteData(site: Site, now = site.now): SearchSiteData {
  const cached = cache.get(site);
  if (cached) return cached;
  const { dealer, cars, vehicleKind: kind } = site;
  const { routes } = site.search;
  const { values } = routes.counts;
  const state = primarySalesLocation(dealer.locations)?.address.state ?? '';
  const timeZone = timeZoneFor(state, dealer.country);
  const { tag_overrides, fuel_tags, used_label, online_buying, contact_path } = dealer.config;
  const props: SharedSearchProps = {
    client: searchClientProps(site),
    routeInput: routes.input,
    now: now.toISOString(),
    site: dealer.slug,
    siteName: dealer.name,
    card: {
      options: { tag_overrides, fuel_tags, used_label, online_buying },
      finance: dealer.finance,
      watchlist: watchlistSettings(dealer, kind),
    },
    makeOrder: [...new Set(cars.map((car) => car.make))].sort(compareMakes),
    groups: filterGroups({
      dealerships: Object.keys(values.dealership_name ?? {}).length,
      locations: Object.keys(values.location_name ?? {}).length,
      cities: Object.keys(values.city ?? {}).length,
    }),
    promoCards: orderPromoCards(activePromoCards(dealer.promo_cards, now, timeZone)),
    words: vehicleWords(kind),
    popularMakes: popularMakes(routes.counts, routes.ctx),
    contact: {
      href: contact_path,
      phone: formatPhone(dealer.phone, dealer.country),
      tel: telHref(dealer.phone, dealer.country),
    },
  };
  const data = { routes, props };
  cache.set(site, data);
  return data;
}
