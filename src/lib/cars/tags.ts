import type { Options } from '../config/index.ts';
import type { CarSummary } from './car-summary.ts';
import { isNewArrival } from './new-arrival.ts';

export type CarTagKind =
  'sold' | 'reserved' | 'coming-soon' | 'new-arrival' | 'tag' | 'electric' | 'hybrid';

export interface CarTag {
  /** Stable code for styling; `tag` is the car's own tag. */
  kind: CarTagKind;
  label: string;
}

export interface CarTagOptions {
  now: Date;
  /** dealer.config.tag_overrides: the car's tag text → the text shown ('' hides the tag). */
  tagOverrides: Options['tag_overrides'];
  /** dealer.config.fuel_tags: add ELECTRIC / HYBRID. */
  fuelTags: Options['fuel_tags'];
}

export type TaggedCar = Pick<
  CarSummary,
  'sold' | 'reserved' | 'status' | 'created_at' | 'tag' | 'simple_fuel'
>;

const fold = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The car's own tag as the dealer wants it shown: an override keyed by the exact tag wins,
 * then one whose key matches ignoring case and spacing. Decorative asterisks
 * ('*** Test Drive Vehicle Only ***') are trimmed from the shown text. Null when nothing is left.
 */
export function displayTag(tag: string | null, overrides: Options['tag_overrides']): string | null {
  if (tag === null) return null;
  const exact = Object.hasOwn(overrides, tag) ? overrides[tag] : undefined;
  const loose = Object.entries(overrides).find(([key]) => fold(key) === fold(tag))?.[1];
  const text = (exact ?? loose ?? tag).replace(/^[\s*]+|[\s*]+$/g, '');
  return text === '' ? null : text;
}

/**
 * Spec §4 car display tags, in the order a card stacks them: SOLD (a sold car shows no
 * RESERVED, COMING SOON or NEW ARRIVAL: none of them matter once it is gone), RESERVED,
 * COMING SOON, NEW ARRIVAL (listed within 8 days), the car's own tag with the dealer's
 * overrides, then ELECTRIC or HYBRID (plug-in hybrids too) where the dealer turns fuel tags on.
 */
export function carTags(car: TaggedCar, options: CarTagOptions): CarTag[] {
  const tags: CarTag[] = [];
  if (car.sold) tags.push({ kind: 'sold', label: 'SOLD' });
  else {
    if (car.reserved) tags.push({ kind: 'reserved', label: 'RESERVED' });
    if (car.status === 'coming_soon') tags.push({ kind: 'coming-soon', label: 'COMING SOON' });
    if (isNewArrival(car, options.now)) tags.push({ kind: 'new-arrival', label: 'NEW ARRIVAL' });
  }
  const own = displayTag(car.tag, options.tagOverrides);
  if (own !== null) tags.push({ kind: 'tag', label: own });
  if (options.fuelTags) {
    if (car.simple_fuel === 'Electric') tags.push({ kind: 'electric', label: 'ELECTRIC' });
    if (car.simple_fuel === 'Hybrid' || car.simple_fuel === 'Plug-in Hybrid')
      tags.push({ kind: 'hybrid', label: 'HYBRID' });
  }
  return tags;
}
