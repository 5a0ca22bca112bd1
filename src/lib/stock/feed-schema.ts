/**
 * The forecourt-stock/1 feed format (documented field by field in docs/stock-feed.md).
 * Feeds come from dealer management systems, so the schema is forgiving about form —
 * numbers as strings ("$45,990"), "Yes"/"No", "Pre-Owned", null or "" for "not given" —
 * and strict about meaning. Unknown fields are ignored.
 */
import { z } from 'astro/zod';
import type { FinanceLenders } from './car.ts';
import { consumerLawFields } from './consumer-law-fields.ts';
import {
  boolean,
  dealerSlug,
  describeValue,
  imageEntry,
  integer,
  number,
  requiredText,
  text,
  timestamp,
  vin,
  vocabulary,
} from './feed-fields.ts';
import { FEED_FORMAT } from './feed-types.ts';
import {
  parseAuthorizationType,
  parseCarType,
  parseOdometerUnit,
  parsePriceType,
  parseStatus,
  parseVehicleKind,
} from './text-classify.ts';

export { FEED_FORMAT, type FeedVehicle, type StockFeed } from './feed-types.ts';

export const paymentProcessorSchema = z.object({
  authorization_type: vocabulary(
    ['stripe', 'till', 'st_george'],
    parseAuthorizationType,
    'stripe, till or st_george',
  ),
  authorization_key: text(500).default(''),
  deposit_amount: number(0, 1_000_000).default(500),
  apple_pay_enabled: boolean.default(false),
  google_pay_enabled: boolean.default(false),
  google_merchant_id: text(100).nullable().default(null),
});

export const financeLendersSchema = z
  .object({
    angle: z.object({ deposit: number(0, 10_000_000), termYears: integer(1, 10) }).optional(),
  })
  .transform((f): FinanceLenders => (f.angle ? { angle: f.angle } : {}));

/** Empty strings and nulls mean "not given", so defaults apply to them too. */
const isBlank = (field: unknown) =>
  field === null || (typeof field === 'string' && field.trim() === '');

function dropBlankFields(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const fields = Object.values(value);
  if (!fields.some(isBlank)) return value; // the common case: nothing to drop, no copy
  return Object.fromEntries(Object.entries(value).filter(([, field]) => !isBlank(field)));
}

export const feedVehicleSchema = z.preprocess(
  dropBlankFields,
  z.object({
    id: integer(1, Number.MAX_SAFE_INTEGER),
    stocknum: requiredText(40),
    vin: vin.optional(),
    car_type: vocabulary(['new', 'demo', 'used'], parseCarType, 'new, demo or used'),
    vehicle_kind: vocabulary(['car', 'motorcycle'], parseVehicleKind, 'car or motorcycle').default(
      'car',
    ),
    year: integer(1900, 2100),
    make: requiredText(60),
    model: requiredText(80),
    badge: text(80).default(''),
    series: text(80).default(''),
    slug: text(200).optional(),
    name: text(200).optional(),
    km: number(0, 5_000_000).default(0),
    odometer_unit: vocabulary(['km', 'mi'], parseOdometerUnit, 'km or mi').default('km'),
    price: number(0, 100_000_000),
    price_type: vocabulary(
      ['drive_away', 'excl_govt_charges', 'plus_orc'],
      parsePriceType,
      'drive_away, excl_govt_charges or plus_orc',
    ).default('drive_away'),
    body: text(80).optional(),
    simple_body: text(40).optional(),
    transmission: text(80).optional(),
    simple_transmission: text(40).optional(),
    fuel: text(80).optional(),
    simple_fuel: text(40).optional(),
    engine: text(120).optional(),
    drive_type: text(40).optional(),
    colour: text(60).optional(),
    doors: integer(0, 9).optional(),
    seats: integer(1, 99).optional(),
    status: vocabulary(
      ['in_stock', 'coming_soon', 'sold', 'reserved'],
      parseStatus,
      'in_stock or coming_soon (or sold / reserved)',
    ).default('in_stock'),
    sold: boolean.default(false),
    reserved: boolean.default(false),
    reservable: boolean.default(true),
    tag: text(60).optional(),
    certified: boolean.default(false),
    created_at: timestamp.optional(),
    views: integer(0, Number.MAX_SAFE_INTEGER).default(0),
    location_id: integer(1, Number.MAX_SAFE_INTEGER).optional(),
    distribution_location_ids: z.array(integer(1, Number.MAX_SAFE_INTEGER)).optional(),
    images: z.array(imageEntry).default([]),
    rego: text(12).optional(),
    description: text(20_000).default(''),
    features: z.array(requiredText(120)).default([]),
    payment_processors: z.array(paymentProcessorSchema).optional(),
    finance_lenders: financeLendersSchema.optional(),
    custom_rank: number(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER).optional(),
    ...consumerLawFields,
  }),
);

/**
 * The feed as a whole. A feed of the wrong shape is refused outright (the build fails for that
 * dealer), so each message says what was expected and what the file holds instead.
 */
export const feedEnvelopeSchema = z.object(
  {
    format: z.literal(FEED_FORMAT, {
      error: (issue) => `expected "${FEED_FORMAT}", got ${describeValue(issue.input)}`,
    }),
    dealer: dealerSlug,
    generated_at: timestamp,
    /** Checked one by one, so one bad vehicle never sinks the feed. */
    vehicles: z.array(z.unknown(), {
      error: (issue) => `expected a list of vehicles, got ${describeValue(issue.input)}`,
    }),
    payment_processors: z.array(paymentProcessorSchema).optional(),
    finance_lenders: financeLendersSchema.optional(),
  },
  {
    error: (issue) =>
      `expected a ${FEED_FORMAT} feed (a JSON object), got ${describeValue(issue.input)}`,
  },
);

export type ParsedFeedVehicle = z.output<typeof feedVehicleSchema>;
export type ParsedFeedEnvelope = z.output<typeof feedEnvelopeSchema>;
