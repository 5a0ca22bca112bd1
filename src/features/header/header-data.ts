/**
 * Everything the header shows, worked out once from the site data at build time. The rules
 * themselves live (and are tested) in src/lib; this file only wires them to the dealer.
 */
import type { Dealer, MenuItem } from '../../lib/config/index.ts';
import {
  addressLine,
  departmentPhones,
  primarySalesLocation,
  type DepartmentPhone,
} from '../../lib/locations/index.ts';
import { headerItems } from '../../lib/navigation/header-items.ts';
import {
  savedCarsLinks,
  socialLinks,
  type HeaderLink,
  type SocialLink,
} from '../../lib/navigation/banner.ts';
import { locationsMenu, type LocationsMenu } from '../../lib/navigation/locations-menu.ts';
import { formatPhone, telHref } from '../../lib/phone/format.ts';
import { headerRating, type HeaderRating } from '../../lib/ratings/header-stars.ts';
import type { Site } from '../../lib/site/site.ts';
import { watchlistPage } from '../../lib/watchlist/page.ts';

export interface PhoneLink {
  label: string;
  display: string;
  href: string;
}

export interface HeaderData {
  items: MenuItem[];
  phone: PhoneLink;
  address: string | undefined;
  phones: PhoneLink[];
  locations: LocationsMenu;
  rating: HeaderRating | null;
  saved: HeaderLink[];
  social: SocialLink[];
}

export function phoneLink(label: string, raw: string, country: Dealer['country']): PhoneLink {
  return { label, display: formatPhone(raw, country), href: telHref(raw, country) };
}

/** The watchlist page beside the saved-cars links, for a dealer with the watchlist on. */
function watchlistLinks(dealer: Pick<Dealer, 'config'>): HeaderLink[] {
  const page = watchlistPage(dealer.config.watchlist);
  return page ? [{ label: page.label, href: page.path, icon: 'car' }] : [];
}

export function headerData(site: Pick<Site, 'dealer'>): HeaderData {
  const { dealer } = site;
  const main = primarySalesLocation(dealer.locations);
  const toLink = (p: DepartmentPhone) => phoneLink(p.label, p.phone, dealer.country);
  return {
    items: headerItems(dealer),
    phone: phoneLink('Call', dealer.phone, dealer.country),
    address: main ? addressLine(main.address) : undefined,
    phones: departmentPhones(dealer.locations, dealer.phone).map(toLink),
    locations: locationsMenu(dealer.locations, dealer.config),
    rating: headerRating(dealer),
    saved: [...savedCarsLinks(dealer.config.saved_cars), ...watchlistLinks(dealer)],
    social: socialLinks(dealer.social),
  };
}
