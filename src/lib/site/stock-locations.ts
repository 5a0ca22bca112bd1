import type { Dealer, Location } from '../config/index.ts';
import type { StockLocation } from '../stock/car.ts';

/** The dealer's sales locations in the shape the stock layer assigns cars to. */
export function stockLocations(dealer: Pick<Dealer, 'locations' | 'dealerships'>): StockLocation[] {
  const dealershipName = new Map(dealer.dealerships.map((d) => [d.id, d.name]));
  return dealer.locations.filter(sellsCars).map((loc) => ({
    id: loc.id,
    name: loc.name,
    slug: loc.slug,
    city: loc.address.city,
    state: loc.address.state,
    phone: loc.contact_detail.phone,
    dealership_id: loc.dealership_id,
    dealership_slug: loc.dealership_slug,
    dealership_name: dealershipName.get(loc.dealership_id) ?? loc.name,
    makes: loc.manufacturers,
  }));
}

/** Visible sales yards hold stock; a car-buying centre buys cars rather than displaying them. */
function sellsCars(loc: Location): boolean {
  return loc.location_type === 'sales' && loc.visible && !loc.location_subtype.includes('buying');
}
