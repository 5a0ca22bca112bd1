/**
 * One validated feed vehicle → one Car: derives what the feed leaves out (slug, name,
 * make_model, simple_* facets, location fields, rank) and reports what it had to fix.
 */
import type {
  Car,
  CarImage,
  CarStatus,
  FinanceLenders,
  PaymentProcessor,
  StockLocation,
} from './car.ts';
import { consumerFieldsToCar } from './consumer-law-fields.ts';
import type { ParsedFeedVehicle } from './feed-schema.ts';
import { slugify } from './slug.ts';
import {
  classifyBody,
  classifyDriveType,
  classifyFuel,
  classifyTransmission,
} from './text-classify.ts';

export interface VehicleContext {
  locationsById: ReadonlyMap<number, StockLocation>;
  defaultLocation: StockLocation;
  notFoundImageUrl: string;
  /** The feed's generated_at: the listing date of vehicles that give none. */
  generatedAt: string;
  paymentProcessors: PaymentProcessor[];
  financeLenders: FinanceLenders;
}

export interface FieldProblem {
  field: string;
  message: string;
  /** true: the vehicle was left out; false: it was kept with this field fixed or dropped. */
  skipped: boolean;
}

const KM_PER_MILE = 1.609344;

export function vehicleToCar(
  v: ParsedFeedVehicle,
  ctx: VehicleContext,
): { car: Car | null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const warn = (field: string, message: string) =>
    problems.push({ field, message, skipped: false });

  const location =
    v.location_id === undefined ? ctx.defaultLocation : ctx.locationsById.get(v.location_id);
  if (!location) {
    return {
      car: null,
      problems: [
        {
          field: 'location_id',
          message: `no dealer location has id ${v.location_id}`,
          skipped: true,
        },
      ],
    };
  }
  const slug = slugify(v.slug ?? [v.year, v.make, v.model, v.badge, v.stocknum].join(' '));
  if (slug === '')
    return {
      car: null,
      problems: [{ field: 'slug', message: 'must contain letters or digits', skipped: true }],
    };

  const simpleBody =
    classifyBody(v.simple_body ?? '', v.vehicle_kind) ?? classifyBody(v.body ?? '', v.vehicle_kind);
  if (!simpleBody && (v.body ?? v.simple_body))
    warn(
      'body',
      `body style of "${v.simple_body ?? v.body}" not recognised; the car is left out of body-style filters`,
    );
  const transmission = v.transmission ?? v.simple_transmission ?? '';
  const simpleTransmission =
    classifyTransmission(v.simple_transmission ?? '') ?? classifyTransmission(transmission);
  if (!simpleTransmission && transmission)
    warn('transmission', `"${transmission}" is neither automatic nor manual as far as we can tell`);
  const fuel = v.fuel ?? v.simple_fuel ?? '';
  const simpleFuel = classifyFuel(v.simple_fuel ?? '') ?? classifyFuel(fuel);
  if (!simpleFuel && fuel) warn('fuel', `fuel "${fuel}" not recognised`);
  const driveType = v.drive_type ? classifyDriveType(v.drive_type, simpleBody) : null;
  if (v.drive_type && !driveType) warn('drive_type', `drive type "${v.drive_type}" not recognised`);

  const images = toImages(v.images, warn);
  const photosCount = images.length;
  if (images.length === 0) images.push(image(ctx.notFoundImageUrl, ctx.notFoundImageUrl));

  const status: CarStatus = v.status === 'coming_soon' ? 'coming_soon' : 'in_stock';
  const sold = v.sold || v.status === 'sold';
  const createdAt = v.created_at ?? ctx.generatedAt;
  const processors = v.payment_processors ?? ctx.paymentProcessors;
  const distribution = v.distribution_location_ids?.filter((id) => {
    const known = ctx.locationsById.has(id);
    if (!known) warn('distribution_location_ids', `no dealer location has id ${id}; ignored`);
    return known;
  });

  const consumer = consumerFieldsToCar(v, warn);

  const car: Car = {
    id: v.id,
    slug,
    name: v.name ?? [v.year, v.make, v.model, v.badge].filter(Boolean).join(' '),
    year: v.year,
    make: v.make,
    model: v.model,
    badge: v.badge,
    series: v.series,
    stocknum: v.stocknum,
    km: Math.round(v.odometer_unit === 'mi' ? v.km * KM_PER_MILE : v.km),
    price: Math.round(v.price),
    price_type: v.price_type,
    drive_away_price: consumer.drive_away_price,
    car_type: v.car_type,
    simple_body: simpleBody,
    simple_transmission: simpleTransmission,
    simple_fuel: simpleFuel,
    fuel,
    views: v.views,
    status,
    sold,
    reserved: v.reserved || v.status === 'reserved',
    reservable: v.reservable,
    tag: v.tag ?? null,
    created_at: createdAt,
    certified: v.certified,
    dealership_id: location.dealership_id,
    dealership_slug: location.dealership_slug,
    location: {
      id: location.id,
      name: location.name,
      slug: location.slug,
      phone: location.phone,
      ...(distribution ? { distribution_locations: distribution } : {}),
    },
    primary_image_url: images[0]?.image.url ?? ctx.notFoundImageUrl,
    images,
    thumbnails: images.map((i) => i.image.thumb.url),
    vin: v.vin ?? null,
    payment_processors: processors,
    has_checkout_payment_processor: processors.some((p) => p.authorization_key.trim() !== ''),
    finance_lenders: v.finance_lenders ?? ctx.financeLenders,
    city: location.city,
    state: location.state,
    vehicle_kind: v.vehicle_kind,
    make_model: `${v.make} ${v.model}`,
    location_name: location.name,
    dealership_name: location.dealership_name,
    body: v.body ?? v.simple_body ?? '',
    transmission,
    colour: v.colour ?? null,
    doors: v.doors ?? null,
    seats: v.seats ?? null,
    engine: v.engine ?? null,
    drive_type: driveType,
    odometer_unit: v.odometer_unit,
    rego: v.rego?.toUpperCase() ?? null,
    description: v.description,
    filtered_features: [...new Set(v.features)],
    photos_count: photosCount,
    custom_rank: v.custom_rank ?? defaultRank({ sold, status, photosCount, createdAt }),
    consumer_notice: consumer.consumer_notice,
  };
  return { car, problems };
}

function image(url: string, thumb: string): CarImage {
  return { image: { url, thumb: { url: thumb } } };
}

/** A site path ("/media/…") or an absolute http(s) URL; protocol-relative "//" is refused. */
function isImageUrl(url: string): boolean {
  if (url === '' || /\s/.test(url)) return false;
  return url.startsWith('/') ? !url.startsWith('//') : /^https?:\/\/[^/]/i.test(url);
}

function toImages(
  entries: ParsedFeedVehicle['images'],
  warn: (field: string, message: string) => void,
): CarImage[] {
  const images: CarImage[] = [];
  entries.forEach((entry, i) => {
    const url = (typeof entry === 'string' ? entry : entry.url).trim();
    const thumb = (typeof entry === 'string' ? undefined : entry.thumb?.trim()) || url;
    if (isImageUrl(url) && (thumb === url || isImageUrl(thumb))) images.push(image(url, thumb));
    else warn(`images.${i}`, `"${url}" is not an http(s) URL or site path; image dropped`);
  });
  return images;
}

const RANK_TIER_SPAN = 1e10; // larger than any Unix time in seconds this century

/**
 * Default order (spec: sorted by custom_rank descending): cars for sale with photos first,
 * then those without photos, then coming soon, then sold; newest listing first within each.
 */
export function defaultRank(car: {
  sold: boolean;
  status: CarStatus;
  photosCount: number;
  createdAt: string;
}): number {
  const tier = car.sold ? 0 : car.status === 'coming_soon' ? 1 : car.photosCount === 0 ? 2 : 3;
  return tier * RANK_TIER_SPAN + Math.floor(Date.parse(car.createdAt) / 1000);
}
