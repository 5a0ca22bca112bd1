import type { Dealer, Location } from '../../../lib/config/index.ts';
import { locationOpeningHours } from '../../../lib/hours/location-hours.ts';
import { timeZoneFor } from '../../../lib/hours/time-zone.ts';
import { primarySalesLocation } from '../../../lib/locations/filter.ts';
import { stockLocations } from '../../../lib/site/stock-locations.ts';
import type { Site } from '../../../lib/site/site.ts';
import { depositCurrency } from '../../../lib/checkout/deposit.ts';
import { watchlistPage } from '../../../lib/watchlist/page.ts';
import { CAR_COLUMNS, carRow } from './car-rows.ts';
import { TENANT_DATA_FORMAT, type TenantFile, type TenantLocation } from './tenant-format.ts';

/** What the API needs of a prepared dealer: the tenant data file's content. */
export function tenantSnapshot(
  site: Pick<Site, 'dealer' | 'cars' | 'now' | 'vehicleKind'>,
): TenantFile {
  const { dealer } = site;
  const { message_required, submit_label, phone_rules, trade_in_hidden_field } = dealer.config;
  const testDriveYards = new Set(stockLocations(dealer).map((l) => l.id));
  const primaryState = primarySalesLocation(dealer.locations)?.address.state ?? '';
  return {
    format: TENANT_DATA_FORMAT,
    built_at: site.now.toISOString(),
    dealer: {
      slug: dealer.slug,
      name: dealer.name,
      url: dealer.url,
      email: dealer.email,
      phone: dealer.phone,
      country: dealer.country,
      time_zone: timeZoneFor(primaryState, dealer.country),
      website_id: dealer.website_id ?? null,
      vehicle_kind: site.vehicleKind,
    },
    dealerships: dealer.dealerships.map(({ id, slug, name }) => ({ id, slug, name })),
    form_options: {
      message_required,
      submit_label,
      trade_in_hidden_field,
      ...(phone_rules ? { phone_rules } : {}),
    },
    lead_delivery: dealer.lead_delivery,
    watchlist_enabled: dealer.config.watchlist?.enabled ?? false,
    watchlist_path: watchlistPage(dealer.config.watchlist)?.path ?? null,
    reserve: {
      currency: depositCurrency(dealer.country),
      online_buying: dealer.config.online_buying,
      payments: dealer.config.payments,
      deposit_terms: dealer.config.deposit_terms,
    },
    locations: dealer.locations.map((loc) => tenantLocation(loc, dealer, testDriveYards)),
    car_columns: [...CAR_COLUMNS],
    cars: site.cars.map((car) => carRow(car, dealer.country)),
  };
}

function tenantLocation(
  loc: Location,
  dealer: Dealer,
  testDriveYards: Set<number>,
): TenantLocation {
  return {
    id: loc.id,
    slug: loc.slug,
    name: loc.name,
    location_type: loc.location_type,
    dealership_id: loc.dealership_id,
    dealership_slug: loc.dealership_slug,
    email: loc.contact_detail.email,
    phone: loc.contact_detail.phone,
    time_zone: timeZoneFor(loc.address.state, dealer.country),
    opening_hours: [...locationOpeningHours(loc, dealer.opening_hours)],
    special_hours: loc.contact_detail.special_hours,
    test_drives: testDriveYards.has(loc.id),
    visible: loc.visible,
  };
}
