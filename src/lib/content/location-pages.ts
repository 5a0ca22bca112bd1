import type { Dealer, Location } from '../config/index.ts';
import { contactSlug, locationBaseName, sortLocations } from '../locations/index.ts';

export interface LocationGroupPage {
  slug: string;
  path: string;
  /** Page heading: the location's name, its dealership's, or the name without ' - Sales'. */
  name: string;
  /** Visible locations on the page, sales → service → parts. */
  locations: Location[];
}

type LocationsDealer = Pick<Dealer, 'locations' | 'dealerships' | 'config'>;

/**
 * /locations/{slug} pages per config.location_links: one per visible location ('location'),
 * one per dealership gathering its locations ('dealership'), or none ('contact': location
 * links go to the contact page).
 */
export function locationPages(dealer: LocationsDealer): LocationGroupPage[] {
  const mode = dealer.config.location_links;
  if (mode === 'contact') return [];
  const visible = sortLocations(dealer.locations.filter((l) => l.visible));
  if (mode === 'location') {
    return visible.map((l) => ({
      slug: l.slug,
      path: `/locations/${l.slug}`,
      name: l.name,
      locations: [l],
    }));
  }
  const names = new Map(dealer.dealerships.map((d) => [d.slug, d.name]));
  return groupBy(visible, (l) => l.dealership_slug).map(([slug, locations]) => ({
    slug,
    path: `/locations/${slug}`,
    name: names.get(slug) ?? locations[0]?.name ?? slug,
    locations,
  }));
}

/**
 * /contact-us/{slug} pages: the location name without a trailing ' - Sales', ' - Service' or
 * ' - Parts' (spec), so a site's sales, service and parts share one enquiry page.
 */
export function contactUsPages(dealer: Pick<Dealer, 'locations'>): LocationGroupPage[] {
  const visible = sortLocations(dealer.locations.filter((l) => l.visible));
  return groupBy(visible, (l) => contactSlug(l.name)).map(([slug, locations]) => ({
    slug,
    path: `/contact-us/${slug}`,
    name: locationBaseName(locations[0]?.name ?? slug),
    locations,
  }));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return [...groups];
}
