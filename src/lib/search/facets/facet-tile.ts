import type { Options } from '../../config/index.ts';
import { bodyImage } from '../../navigation/body-menu.ts';
import { slugify } from '../../stock/slug.ts';
import { bodyStyleLabel } from './body-style.ts';
import { carTypeFacetLabel } from './car-type.ts';

export interface FacetTile {
  attribute: string;
  /** The facet value a click refines by. */
  value: string;
  label: string;
  count: number;
  /** Make logo or body-style image; null when the attribute has no pictures. */
  image: string | null;
}

export interface FacetTileOptions {
  usedLabel?: Options['used_label'];
}

/** Spec §2 make logos: /media/makes/{make slug}.svg (drawn for every make in stock and the dealer's brands). */
export function makeLogoUrl(make: string): string | null {
  const slug = slugify(make);
  return slug ? `/media/makes/${slug}.svg` : null;
}

/**
 * Spec §2 facet tile: label, count and picture. Makes show their logo, body styles the
 * body-style image (for the spec §9 list of styles with images), car types their label
 * (Used or the dealer's 'Pre-Owned'); any other attribute shows its value without a picture.
 */
export function facetTile(
  attribute: string,
  value: string,
  count: number,
  options: FacetTileOptions = {},
): FacetTile {
  const tile = { attribute, value, count };
  switch (attribute) {
    case 'make':
      return { ...tile, label: value, image: makeLogoUrl(value) };
    case 'simple_body':
      return { ...tile, label: bodyStyleLabel(value), image: bodyImage(value) };
    case 'car_type':
      return { ...tile, label: carTypeFacetLabel(value, options.usedLabel ?? 'Used'), image: null };
    default:
      return { ...tile, label: value, image: null };
  }
}
