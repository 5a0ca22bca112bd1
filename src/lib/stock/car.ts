/**
 * The platform's Car: every field of the spec's Car entity (snake_case, as the spec spells
 * them) plus the extras a real dealer site needs. Cars are produced only by the stock
 * adapter (normalise.ts), so every field is always present; "unknown" is `null`, never absent.
 */

export type CarType = 'new' | 'demo' | 'used';
export type CarStatus = 'in_stock' | 'coming_soon';
export type VehicleKind = 'car' | 'motorcycle';

/** Car body styles: the spec's body-style names, with synonyms (hatch, stationWagon…) folded in. */
export const CAR_BODIES = [
  'suv',
  'hatchback',
  'sedan',
  'ute',
  'wagon',
  'coupe',
  'convertible',
  'van',
  'peopleMover',
  'cabChassis',
  'lightTruck',
  'bus',
  'motorhome',
] as const;
export const MOTORCYCLE_BODIES = [
  'naked',
  'sports',
  'adventure',
  'cruiser',
  'touring',
  'scooter',
  'offRoad',
] as const;
export type CarBody = (typeof CAR_BODIES)[number];
export type MotorcycleBody = (typeof MOTORCYCLE_BODIES)[number];
export type SimpleBody = CarBody | MotorcycleBody;

export type SimpleTransmission = 'Automatic' | 'Manual';
export const SIMPLE_FUELS = [
  'Petrol',
  'Diesel',
  'Hybrid',
  'Plug-in Hybrid',
  'Electric',
  'LPG',
] as const;
export type SimpleFuel = (typeof SIMPLE_FUELS)[number];

/** How the price is quoted. Labels live with the UI; these are stable codes. */
export const PRICE_TYPES = ['drive_away', 'excl_govt_charges', 'plus_orc'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export type DriveType = 'FWD' | 'RWD' | 'AWD' | '4WD';
export type OdometerUnit = 'km' | 'mi';

/** Spec "Payment processor". */
export interface PaymentProcessor {
  authorization_type: 'stripe' | 'till' | 'st_george';
  authorization_key: string;
  deposit_amount: number;
  apple_pay_enabled: boolean;
  google_pay_enabled: boolean;
  google_merchant_id: string | null;
}

/** The slice of a dealer location a car carries (spec: "location (may hold distribution_locations, phone)"). */
export interface CarLocation {
  id: number;
  name: string;
  slug: string;
  phone: string;
  /** Other location ids the car is also offered from. */
  distribution_locations?: number[];
}

export interface CarImage {
  image: { url: string; thumb: { url: string } };
}

/** Spec: finance_lenders (angle: deposit, termYears). */
export interface FinanceLenders {
  angle?: { deposit: number; termYears: number };
}

/** How a used vehicle arrived on New Zealand roads; other text from the feed is kept as written. */
export const IMPORT_STATUSES = ['NZ New', 'Imported new', 'Imported used', 'Imported'] as const;

/**
 * The New Zealand Consumer Information Notice fields a feed can carry (Consumer Information
 * Standards (Used Motor Vehicles) Regulations 2008). The rest of the notice comes from fields
 * every Car has: make, model, year, odometer (`km`), plate (`rego`) and VIN. Each field is null
 * when the feed does not give it.
 */
export interface ConsumerNotice {
  /** Total cash price in NZD, GST and on-road (registration, licensing) costs included. */
  cash_price: number | null;
  /** Offered by auction or competitive tender, so the notice states that instead of a price. */
  sale_method: 'auction' | 'tender' | null;
  /** Whether a security interest over the vehicle is recorded on the PPSR. */
  security_interest: boolean | null;
  /** Year the vehicle was first registered in New Zealand. */
  first_registered_nz: number | null;
  /** One of IMPORT_STATUSES, or the feed's own words when they are none of those. */
  import_status: string | null;
  /** Whether the register records the vehicle as imported as damaged. */
  imported_damaged: boolean | null;
  /** Calendar dates, YYYY-MM-DD: when the registration (licence) expires. */
  registration_expiry: string | null;
  /** Warrant of Fitness expiry. */
  wof_expiry: string | null;
  /** Certificate of Fitness expiry (heavy and passenger-service vehicles have a CoF, not a WoF). */
  cof_expiry: string | null;
  /** Odometer reading, in km, up to which road user charges are paid (diesel and electric). */
  ruc_expiry_km: number | null;
}

export interface Car {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string;
  series: string;
  stocknum: string;
  /** Odometer in kilometres (converted when the feed reads miles). */
  km: number;
  /** Whole dollars in the dealer's currency; 0 means price on application. */
  price: number;
  price_type: PriceType;
  /**
   * The drive-away price, when the feed gives one; beside a price that leaves on-road costs
   * out it must be shown at least as prominently (src/lib/cars/price-display.ts).
   */
  drive_away_price: number | null;
  car_type: CarType;
  simple_body: SimpleBody | null;
  simple_transmission: SimpleTransmission | null;
  simple_fuel: SimpleFuel | null;
  /** Fuel as the dealer describes it, e.g. "Premium Unleaded Petrol 95". */
  fuel: string;
  views: number;
  status: CarStatus;
  sold: boolean;
  reserved: boolean;
  /** The dealer's opt-out flag only; the spec's full reservable rule (§5) is computed elsewhere. */
  reservable: boolean;
  tag: string | null;
  /** ISO 8601 timestamp (UTC) the car was listed. */
  created_at: string;
  certified: boolean;
  dealership_id: number;
  dealership_slug: string;
  location: CarLocation;
  primary_image_url: string;
  images: CarImage[];
  thumbnails: string[];
  vin: string | null;
  payment_processors: PaymentProcessor[];
  has_checkout_payment_processor: boolean;
  finance_lenders: FinanceLenders;
  city: string;
  state: string;

  // Extras beyond the spec's list.
  vehicle_kind: VehicleKind;
  /** "Toyota RAV4": the hierarchical make → model facet value. */
  make_model: string;
  location_name: string;
  dealership_name: string;
  /** Body and transmission as the dealer describes them, e.g. "Dual Cab Pick-up", "8 Speed Automatic". */
  body: string;
  transmission: string;
  colour: string | null;
  doors: number | null;
  seats: number | null;
  /** Engine description, e.g. "2.5L 4cyl Hybrid". */
  engine: string | null;
  drive_type: DriveType | null;
  /** The unit the vehicle's odometer reads in; `km` above is always kilometres. */
  odometer_unit: OdometerUnit;
  rego: string | null;
  description: string;
  /** Feature list; the spec's `filtered_features` search attribute. */
  filtered_features: string[];
  /** Real photos (0 when the car shows only the not-found image). */
  photos_count: number;
  /** Default sort key, descending (spec §7: sorted by custom_rank descending). */
  custom_rank: number;
  /** NZ Consumer Information Notice fields; null when the feed gives none of them. */
  consumer_notice: ConsumerNotice | null;
}

/**
 * A dealer location as the stock layer needs it. Structural, so the site config's richer
 * Location maps onto it with a one-line adapter.
 */
export interface StockLocation {
  id: number;
  name: string;
  slug: string;
  city: string;
  state: string;
  phone: string;
  dealership_id: number;
  dealership_slug: string;
  dealership_name: string;
  /** Make slugs this location is franchised for (e.g. "mazda"); new and demo stock follows them. */
  makes?: string[];
}
