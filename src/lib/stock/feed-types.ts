/** The clean feed shapes a well-behaved producer (such as the generator) writes. */
import type { CarType, FinanceLenders, PaymentProcessor, PriceType, VehicleKind } from './car.ts';
import type { FeedStatus } from './text-classify.ts';

export const FEED_FORMAT = 'forecourt-stock/1';

/**
 * The clean form of a feed vehicle, as the generator writes it. Real feeds may use the
 * looser forms the schema accepts; this type is what a well-behaved producer emits.
 */
export interface FeedVehicle {
  id: number;
  stocknum: string;
  vin?: string;
  car_type: CarType;
  vehicle_kind?: VehicleKind;
  year: number;
  make: string;
  model: string;
  badge?: string;
  series?: string;
  slug?: string;
  name?: string;
  km?: number;
  odometer_unit?: 'km' | 'mi';
  price: number;
  price_type?: PriceType;
  body?: string;
  simple_body?: string;
  transmission?: string;
  simple_transmission?: string;
  fuel?: string;
  simple_fuel?: string;
  engine?: string;
  drive_type?: string;
  colour?: string;
  doors?: number;
  seats?: number;
  status?: FeedStatus;
  sold?: boolean;
  reserved?: boolean;
  reservable?: boolean;
  tag?: string;
  certified?: boolean;
  created_at?: string;
  views?: number;
  location_id?: number;
  distribution_location_ids?: number[];
  images?: (string | { url: string; thumb?: string })[];
  rego?: string;
  description?: string;
  features?: string[];
  payment_processors?: PaymentProcessor[];
  finance_lenders?: FinanceLenders;
  custom_rank?: number;
  /** Consumer-law fields (docs/stock-feed.md "Consumer law"): dates are YYYY-MM-DD. */
  drive_away_price?: number;
  cash_price?: number;
  sale_method?: 'auction' | 'tender';
  security_interest?: boolean;
  first_registered_nz?: number;
  import_status?: string;
  imported_damaged?: boolean;
  registration_expiry?: string;
  wof_expiry?: string;
  cof_expiry?: string;
  ruc_expiry_km?: number;
}

export interface StockFeed {
  format: typeof FEED_FORMAT;
  dealer: string;
  generated_at: string;
  vehicles: FeedVehicle[];
  payment_processors?: PaymentProcessor[];
  finance_lenders?: FinanceLenders;
}
