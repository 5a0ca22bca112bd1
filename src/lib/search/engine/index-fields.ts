/**
 * What of a Car goes into the search index, and how (build time only).
 * Spec §3 search refinement attributes, plus sold/reserved (for configured filters such as
 * 'sold:false') and make_model.lvl0/lvl1 for react-instantsearch's HierarchicalMenu
 * (attributes={['make_model.lvl0', 'make_model.lvl1']}, separator ' > ').
 */
import type { Car } from '../../stock/car.ts';
import type { SortFile } from './format.ts';
import type { CarHit } from './hit.ts';

export type FacetValue = string | string[] | boolean | null;

export const FACETS: Record<string, (car: Car) => FacetValue> = {
  car_type: (c) => c.car_type,
  make: (c) => c.make,
  model: (c) => c.model,
  make_model: (c) => c.make_model,
  'make_model.lvl0': (c) => c.make,
  'make_model.lvl1': (c) => `${c.make} > ${c.model}`,
  status: (c) => c.status,
  dealership_name: (c) => c.dealership_name,
  city: (c) => c.city,
  location_name: (c) => c.location_name,
  simple_body: (c) => c.simple_body,
  simple_transmission: (c) => c.simple_transmission,
  simple_fuel: (c) => c.simple_fuel,
  filtered_features: (c) => c.filtered_features,
  tag: (c) => c.tag,
  certified: (c) => c.certified,
  sold: (c) => c.sold,
  reserved: (c) => c.reserved,
  stocknum: (c) => c.stocknum,
};

/**
 * Facets that are other facets joined: written to the index as a recipe (make + ' > ' + model)
 * when every car agrees with it, which saves shipping the same words three times.
 */
export const JOINED: Record<string, { join: string[]; sep: string }> = {
  make_model: { join: ['make', 'model'], sep: ' ' },
  'make_model.lvl0': { join: ['make'], sep: '' },
  'make_model.lvl1': { join: ['make', 'model'], sep: ' > ' },
};

export const NUMBERS: Record<string, (car: Car) => number | null> = {
  price: (c) => c.price,
  km: (c) => c.km,
  year: (c) => c.year,
  seats: (c) => c.seats,
  photos_count: (c) => c.photos_count,
  custom_rank: (c) => c.custom_rank,
  created_at: (c) => Math.floor(Date.parse(c.created_at) / 1000),
};

/** Held as Unix seconds; hits show them as ISO 8601. */
export const DATE_NUMBERS = new Set(['created_at']);

/**
 * Spec attributes the Car does not carry yet (subscription cars, weekly price bands). Read
 * loosely so a feed that adds them is indexed; left out of the index while no car has them.
 */
export const OPTIONAL_NUMBERS = ['subscription_price'];
export const OPTIONAL_FACETS = ['weekly_price_range'];

/** Display-only hit fields (everything else a hit shows comes from the columns above). */
export const STORED: Record<string, (car: Car) => unknown> = {
  id: (c) => c.id,
  slug: (c) => c.slug,
  name: (c) => c.name,
  badge: (c) => c.badge,
  series: (c) => c.series,
  price_type: (c) => c.price_type,
  reservable: (c) => c.reservable,
  primary_image_url: (c) => c.primary_image_url,
  thumbnails: (c) => c.thumbnails.slice(0, 2),
  location: (c) => ({ id: c.location.id, name: c.location.name, phone: c.location.phone }),
  dealership_id: (c) => c.dealership_id,
  dealership_slug: (c) => c.dealership_slug,
  doors: (c) => c.doors,
  finance_lenders: (c) => c.finance_lenders,
  has_checkout_payment_processor: (c) => c.has_checkout_payment_processor,
  // Keys stay out of the index: a processor listed here is one that has a key (spec §5 reservable rule).
  payment_processors: (c) =>
    c.payment_processors
      .filter((p) => p.authorization_key.trim() !== '')
      .map((p) => ({ authorization_type: p.authorization_type, deposit_amount: p.deposit_amount })),
};

/**
 * Stored fields usually made by the stock adapter's own rule (vehicle-to-car.ts): written as
 * that rule plus the cars that differ, instead of 5,000 names and slugs.
 */
export const RECIPES: Record<string, { join: string[]; sep: string; slug?: 1 }> = {
  name: { join: ['year', 'make', 'model', 'badge'], sep: ' ' },
  slug: { join: ['year', 'make', 'model', 'badge', 'stocknum'], sep: ' ', slug: 1 },
};

/** Searchable only: descriptive words a shopper may type ("dual cab", "diesel", "pearl white"). */
export const SEARCH_ONLY: Record<string, (car: Car) => unknown> = {
  body: (c) => c.body,
  fuel: (c) => c.fuel,
  transmission: (c) => c.transmission,
  colour: (c) => c.colour,
  drive_type: (c) => c.drive_type,
};

/** A hit's fields, in order (hit.ts CarHit): every one listed, checked by the compiler. */
const HIT_FIELDS: Record<Exclude<keyof CarHit, 'objectID'>, true> = {
  id: true,
  slug: true,
  name: true,
  year: true,
  make: true,
  model: true,
  badge: true,
  series: true,
  price: true,
  price_type: true,
  km: true,
  car_type: true,
  simple_body: true,
  simple_transmission: true,
  simple_fuel: true,
  stocknum: true,
  status: true,
  sold: true,
  reserved: true,
  reservable: true,
  tag: true,
  created_at: true,
  certified: true,
  primary_image_url: true,
  thumbnails: true,
  location: true,
  dealership_id: true,
  dealership_slug: true,
  photos_count: true,
  finance_lenders: true,
  has_checkout_payment_processor: true,
  payment_processors: true,
  colour: true,
  drive_type: true,
  seats: true,
  doors: true,
};
export const HIT = Object.keys(HIT_FIELDS);

export const HIGHLIGHT = ['name', 'make', 'model', 'badge'];

/** The attributes a car is found by. */
export const TEXT = [
  'year',
  'make',
  'model',
  'badge',
  'series',
  'body',
  'simple_body',
  'fuel',
  'simple_fuel',
  'transmission',
  'colour',
  'drive_type',
  'car_type',
  'tag',
  'stocknum',
];

/** Sort replicas: index `${name}_${key}`. The base index is custom_rank descending. */
export const DEFAULT_SORTS: Record<string, SortFile> = {
  price_asc: { by: 'price', dir: 'asc', last: 0 },
  price_desc: { by: 'price', dir: 'desc', last: 0 },
  km_asc: { by: 'km', dir: 'asc' },
  year_desc: { by: 'year', dir: 'desc' },
  newest: { by: 'created_at', dir: 'desc' },
};
