/**
 * The API's tenant data file (issue 12, contract 5): what the platform API needs to know about
 * one dealer, written by each build beside the pages as `dist/<slug>/.forecourt-api.json`
 * (dot-files are never served) and read back by loadTenantData. Secrets never appear in it:
 * webhooks carry the names of the environment variables that hold theirs.
 */
import type { VehicleKind } from '../../../lib/stock/car.ts';
import { z } from 'astro/zod';
import { COUNTRIES } from '../../../lib/market/index.ts';
import { openingHour, specialHour } from '../../../lib/config/hours.ts';
import { leadDelivery } from '../../../lib/config/lead-delivery.ts';
import { locationType } from '../../../lib/config/location.ts';
import { options } from '../../../lib/config/options.ts';
import { depositTermsConfig } from '../../../lib/config/deposit-terms.ts';
import { paymentsConfig } from '../../../lib/config/payments.ts';
import { CAR_COLUMNS, carRowProblem } from './car-rows.ts';

export const TENANT_DATA_FILE = '.forecourt-api.json';

/** Bumped when the shape changes, so an API never misreads a site built by another version. */
export const TENANT_DATA_FORMAT = 'forecourt-api/3';

const id = z.number().int().positive();
const text = z.string().min(1);

/**
 * The options the lead forms' rules are made from: formRulesFrom(form_options, country,
 * form_options.trade_in_hidden_field) in src/lib/forms.
 */
export const formOptions = options.pick({
  message_required: true,
  submit_label: true,
  phone_rules: true,
  trade_in_hidden_field: true,
});

const tenantDealer = z.strictObject({
  slug: text,
  name: text,
  /** The public site URL: its origin is the one a write to the API may come from. */
  url: z.url(),
  email: z.email(),
  phone: text,
  country: z.enum(COUNTRIES),
  /** The primary sales location's IANA zone: the dealer's calendar day. */
  time_zone: text,
  website_id: id.nullable(),
  /**
   * What the dealer sells (dealerVehicleKind): the API's words to the shopper follow it ('This
   * motorcycle has been sold'). A file written before it was carried speaks of cars.
   */
  vehicle_kind: z.enum(['car', 'motorcycle'] satisfies VehicleKind[]).default('car'),
});

const tenantLocation = z.strictObject({
  id,
  slug: text,
  name: text,
  location_type: locationType,
  dealership_id: id,
  dealership_slug: text,
  email: z.email(),
  phone: text,
  /** The location's IANA zone: its hours and test-drive slots are wall-clock times there. */
  time_zone: text,
  /** Its own weekly hours, or the dealer's where it lists none. */
  opening_hours: z.array(openingHour),
  special_hours: z.array(specialHour),
  /** A visible sales yard holding stock: where test drives are booked. */
  test_drives: z.boolean(),
  visible: z.boolean(),
});

export const tenantFile = z.strictObject({
  format: z.literal(TENANT_DATA_FORMAT),
  /** The build's moment (ISO). */
  built_at: z.iso.datetime(),
  dealer: tenantDealer,
  dealerships: z.array(z.strictObject({ id, slug: text, name: text })),
  form_options: formOptions,
  lead_delivery: leadDelivery,
  /** Sign-in by phone and the watchlist (dealer option watchlist.enabled). */
  watchlist_enabled: z.boolean(),
  /** The watchlist page's path (config.watchlist.path) while the watchlist is on, else null. */
  watchlist_path: z.string().startsWith('/').nullable(),
  /**
   * Reserving online (issue 15): the deposit's currency, where checkout pages live, the names
   * of the variables holding the providers' secrets (never the secrets) and the terms inputs.
   */
  reserve: z.strictObject({
    currency: z.enum(['AUD', 'NZD']),
    online_buying: z.boolean(),
    payments: paymentsConfig,
    deposit_terms: depositTermsConfig,
  }),
  locations: z.array(tenantLocation),
  /** The names of the row fields, in order: a file written by another version is refused. */
  car_columns: z.array(z.string()).refine((columns) => columns.join() === CAR_COLUMNS.join(), {
    message: `must be ${CAR_COLUMNS.join(', ')}`,
  }),
  cars: z.array(z.unknown()).superRefine((rows, ctx) => {
    // The first bad row is enough to know the file is not this version's.
    for (let i = 0; i < rows.length; i++) {
      const problem = carRowProblem(rows[i]);
      if (problem) {
        ctx.addIssue({ code: 'custom', path: [i, ...problem.path], message: problem.message });
        return;
      }
    }
  }),
});

export type TenantFile = z.infer<typeof tenantFile>;
export type TenantFormOptions = z.infer<typeof formOptions>;
export type TenantDealer = z.infer<typeof tenantDealer>;
export type TenantLocation = z.infer<typeof tenantLocation>;
