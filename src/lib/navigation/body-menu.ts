import { titleNoun, vehicleWords, type VehicleWords } from '../content/vehicle-words.ts';
import { CAR_BODIES, MOTORCYCLE_BODIES, type Car, type SimpleBody } from '../stock/car.ts';

/** The menu's heading in the dealer's noun: 'Shop Cars' (spec §2), 'Shop Motorcycles'. */
export function bodyMenuHeading(words: VehicleWords): string {
  return `Shop ${titleNoun(words.plural)}`;
}

/** A car dealer's heading. */
export const BODY_MENU_HEADING = bodyMenuHeading(vehicleWords('car'));
export const BODY_MENU_SUBHEADING = 'Browse by body style';

/** Spec §2: body styles that have their own search segment (/search/{bodystyle}). */
export const SEGMENT_BODIES: readonly SimpleBody[] = [
  'suv',
  'hatchback',
  'ute',
  'coupe',
  'sedan',
  'wagon',
];

/** Spec §9: the body styles that have images. */
export const SPEC_BODY_STYLES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;

/**
 * Body styles with images (/media/bodies/<style>.svg): the spec §9 list plus the platform's
 * motorcycle styles, which public/media/bodies also draws.
 */
export const BODIES_WITH_IMAGES: readonly string[] = [...SPEC_BODY_STYLES, ...MOTORCYCLE_BODIES];

const MENU_ORDER: readonly SimpleBody[] = [...CAR_BODIES, ...MOTORCYCLE_BODIES];
const LABELS: Partial<Record<SimpleBody, string>> = { suv: 'SUV' };

export interface BodyMenuEntry {
  body: SimpleBody;
  label: string;
  count: number;
  href: string;
  /** Null for a body style without an image. */
  image: string | null;
}

/** Available (unsold) stock per body style. */
export function bodyCounts(
  cars: readonly Pick<Car, 'simple_body' | 'sold'>[],
): Map<SimpleBody, number> {
  const counts = new Map<SimpleBody, number>();
  for (const car of cars) {
    if (car.sold || !car.simple_body) continue;
    counts.set(car.simple_body, (counts.get(car.simple_body) ?? 0) + 1);
  }
  return counts;
}

/** 'peopleMover' → 'People Mover', 'suv' → 'SUV'. */
export function bodyLabel(body: SimpleBody): string {
  return (
    LABELS[body] ?? body.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}

/**
 * Where a body style is browsed. The six segment bodies have their own path; any other style
 * opens the dealer's search path refined by simple_body, in the InstantSearch URL form
 * (`refinementList[simple_body][0]=van`), because the menu lists stock, not the model catalogue.
 */
export function bodyHref(body: SimpleBody, searchPath: string): string {
  if (SEGMENT_BODIES.includes(body)) return `/search/${body.toLowerCase()}`;
  return `${searchPath}?${encodeURIComponent('refinementList[simple_body][0]')}=${encodeURIComponent(body)}`;
}

export function bodyImage(body: string): string | null {
  return BODIES_WITH_IMAGES.includes(body) ? `/media/bodies/${body}.svg` : null;
}

/** The body-style menu: styles present in available stock, in the platform's body order. */
export function bodyMenuEntries(
  cars: readonly Pick<Car, 'simple_body' | 'sold'>[],
  searchPath: string,
): BodyMenuEntry[] {
  const counts = bodyCounts(cars);
  return MENU_ORDER.filter((body) => (counts.get(body) ?? 0) > 0).map((body) => ({
    body,
    label: bodyLabel(body),
    count: counts.get(body) ?? 0,
    href: bodyHref(body, searchPath),
    image: bodyImage(body),
  }));
}
