import { z } from 'astro/zod';
import { SAVE_BUTTONS_MODES } from '../cars/save-buttons.ts';
import { SIDEBAR_OPTION_SETS } from '../cars/sidebar-option-sets.ts';
import { COUNTRIES } from '../market/index.ts';
import { depositTermsConfig } from './deposit-terms.ts';
import { paymentsConfig } from './payments.ts';
import { absoluteUrl, linkTarget, sitePath } from './primitives.ts';

const carType = z.enum(['new', 'demo', 'used']);
/** A search path segment, possibly two levels ("used/new-motorcycles" style). */
const pathSegment = z
  .string()
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/, 'must be a path segment such as "used-cars-brisbane"');

/**
 * Fields a lead already carries (spec §3 "Lead form fields", the step-form and anti-spam
 * fields of the API's wire format): a trade-in hidden field named like one would overwrite it.
 */
const LEAD_FIELD_NAMES = new Set([
  ...['name', 'last_name', 'phone', 'email', 'postcode', 'message', 'category', 'subcategory'],
  ...['opt_in', 'dealership_slug', 'manufacturer_slug', 'stock_number', 'Vehicle Make'],
  ...['Vehicle Model', 'car_type', 'car_id', 'vehicle_status', 'page_id', 'Rego', 'location'],
  ...['dateTime', 'terms_agreed', 'terms_conditions', 'additional_services', 'form'],
  ...['lead_status', 'form_completed', 'lead_id', 'skipped_steps', 'step_number', 'step_index'],
  ...['progress', 'isLastStep', 'customEvent', 'fc_hp', 'fc_elapsed_ms'],
]);

/** Spec §3 Trade-in lead: "plus a hidden field with a fixed configured name". */
const tradeInHiddenField = z.strictObject({
  name: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'must be a field name such as "trade_in_valuation"')
    // Spec §5 drops *_radio_options fields, so the CRM would never see it.
    .refine((name) => !name.endsWith('_radio_options'), 'must not end in "_radio_options"')
    .refine((name) => !LEAD_FIELD_NAMES.has(name), 'must not be the name of a lead form field'),
  /** What the CRM expects in it; 'Yes' when it only looks for the field. */
  value: z.string().max(200).default('Yes'),
});

/**
 * Every per-dealer variation of the spec as a named option. Defaults give the plain
 * behaviour; each dealer file sets only what differs. Documented in docs/config-reference.md.
 */
export const options = z.strictObject({
  /** Label of the used car type: 'Used' or 'Pre-Owned'. */
  used_label: z.enum(['Used', 'Pre-Owned']).default('Used'),
  /** Search path segment per car type, replacing '{type}-cars'. */
  car_type_paths: z.partialRecord(carType, pathSegment).default({}),
  /** A dealership name's search path for one vehicle type (instead of its slug). */
  dealership_paths: z
    .array(
      z.strictObject({ dealership_name: z.string().min(1), car_type: carType, path: pathSegment }),
    )
    .default([]),
  /** Prefix rewrites applied to search paths, e.g. 'motopool-' → 'subscription-cars-'. */
  path_prefix_rewrites: z
    .array(z.strictObject({ from: z.string().min(1), to: z.string().min(1) }))
    .default([]),
  /** Favourites/compare in the header, or a my-garage page in their place. */
  saved_cars: z
    .discriminatedUnion('mode', [
      z.strictObject({
        mode: z.literal('favourites'),
        header_links: z.array(z.enum(['favourites', 'compare'])).default(['favourites']),
      }),
      z.strictObject({ mode: z.literal('garage'), path: sitePath, label: z.string().min(1) }),
    ])
    .default({ mode: 'favourites', header_links: ['favourites'] }),
  /**
   * The watchlist (spec §2, §4, §7): shoppers sign in with their phone at /sign-in and keep
   * watched cars at `path`. Off unless the dealer has it.
   */
  watchlist: z
    .strictObject({ enabled: z.boolean().default(false), path: sitePath.default('/watchlist') })
    .default({ enabled: false, path: '/watchlist' }),
  /** An external service-booking page hosted at a configured path (e.g. /subaru-service). */
  service_booking: z
    .strictObject({ path: sitePath, url: absoluteUrl, title: z.string().min(1) })
    .optional(),
  /** Licence line prefix: 'DL' (dealer licence) or 'CL'. */
  licence_prefix: z.enum(['DL', 'CL']).default('DL'),
  /** Lead form submit label. */
  submit_label: z.enum(['Enquire Now', 'Message Now']).default('Enquire Now'),
  /** Whether the enquiry message is required. */
  message_required: z.boolean().default(true),
  /** Chat button: 'Want more info? Chat with the team instantly now'. */
  chat: z.strictObject({ url: linkTarget }).optional(),
  /** Header star rating: shown when on, rating ≥ minimum (or forced), distinct locations ≠ 3. */
  header_stars: z
    .strictObject({
      enabled: z.boolean().default(false),
      minimum_rating: z.number().min(0).max(5).default(4),
      force: z.boolean().default(false),
    })
    .default({ enabled: false, minimum_rating: 4, force: false }),
  /** Closed weekends read 'By appointment only' for these location types. */
  by_appointment_weekends: z.array(z.enum(['sales', 'service'])).default([]),
  /** Online buying: the reserve flow lives at /cars/{slug}/buy-online instead of /checkout. */
  online_buying: z.boolean().default(false),
  /**
   * The deposit terms shown before a reserve and in its confirmation: the platform's defaults
   * per state (src/lib/checkout/deposit-terms-defaults.ts), reworded part by part.
   */
  deposit_terms: depositTermsConfig,
  /** Deposit providers' secret variable names and the checkout hold (payments.ts). */
  payments: paymentsConfig,
  /** Stock dropdown menus link a Virtual Showroom entry here when set. */
  virtual_showroom_url: linkTarget.optional(),
  /** Phone validation region. 'NZ': numeric input under 15 characters. UK 44 numbers optional. */
  phone_rules: z
    .strictObject({ region: z.enum(COUNTRIES), allow_uk: z.boolean().default(false) })
    .optional(),
  /** Where /locations/{slug} points: dealership slug, location slug, or /contact (manufacturer sites). */
  location_links: z.enum(['dealership', 'location', 'contact']).default('location'),
  /** The generic contact page used when a location has no per-location page. */
  contact_path: sitePath.default('/contact'),
  /** Car tag texts replaced on cards, e.g. { "Runout Sale": "Runout" }. */
  tag_overrides: z.record(z.string(), z.string()).default({}),
  /** Show ELECTRIC / HYBRID tags on cards. */
  fuel_tags: z.boolean().default(false),
  /**
   * The car page sidebar's options: Enquire, Get Finance and Reserve Now, or (spec: "Other
   * sites show …") Trade-In Valuation, Got a Question? and Reserve Car Now.
   */
  car_sidebar: z.enum(SIDEBAR_OPTION_SETS).default('enquire-finance-reserve'),
  /**
   * Compare and favourite buttons on every car, or only on available cars priced above 0
   * with photos (spec §5: "hidden in some modes").
   */
  save_buttons: z.enum(SAVE_BUTTONS_MODES).default('always'),
  /** The trade-in form's hidden field, which tells the dealer's CRM the lead is a trade-in. */
  trade_in_hidden_field: tradeInHiddenField.default({ name: 'trade_in_valuation', value: 'Yes' }),
});

export type Options = z.infer<typeof options>;
export type SavedCarsOption = Options['saved_cars'];
export type TradeInHiddenField = Options['trade_in_hidden_field'];
