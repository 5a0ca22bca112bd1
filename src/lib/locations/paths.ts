import type { Location, Options } from '../config/index.ts';
import { slugify } from '../stock/slug.ts';

const TYPE_SUFFIX = / - (Sales|Service|Parts)$/;

/** The location name with a trailing ' - Sales', ' - Service' or ' - Parts' removed. */
export function locationBaseName(locationName: string): string {
  return locationName.trim().replace(TYPE_SUFFIX, '');
}

/** Spec: the location name with a trailing ' - Sales', ' - Service' or ' - Parts' removed, slugified. */
export function contactSlug(locationName: string): string {
  return slugify(locationBaseName(locationName));
}

/** The per-location enquiry page: /contact-us/{slug}. */
export function contactUsPath(location: Pick<Location, 'name'>): string {
  return `/contact-us/${contactSlug(location.name)}`;
}

/**
 * Where a location links (config.location_links): its own /locations/{slug} page, its
 * dealership's /locations/{dealership_slug} page, or the generic contact page
 * (config.contact_path) on manufacturer sites.
 */
export function locationDetailPath(
  location: Pick<Location, 'slug' | 'dealership_slug'>,
  config: Pick<Options, 'location_links' | 'contact_path'>,
): string {
  switch (config.location_links) {
    case 'dealership':
      return `/locations/${location.dealership_slug}`;
    case 'contact':
      return config.contact_path;
    case 'location':
      return `/locations/${location.slug}`;
  }
}
