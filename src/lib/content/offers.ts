import type { Dealer, Offer } from '../config/index.ts';
import { timeZoneFor, zonedMoment } from '../hours/time-zone.ts';
import { primarySalesLocation } from '../locations/filter.ts';

/** Offers still running on `today` (ISO date): no expiry, or expiring today or later. */
export function activeOffers(offers: readonly Offer[], today: string): Offer[] {
  return offers.filter((offer) => !offer.expiry || offer.expiry >= today);
}

/** Spec: /special-offers is shown when offers exist (expired ones do not count). */
export function hasSpecialOffers(offers: readonly Offer[], today: string): boolean {
  return activeOffers(offers, today).length > 0;
}

/** The dealer's calendar date at `now` (its primary location's time zone): sites rebuild nightly. */
export function dealerToday(dealer: Pick<Dealer, 'locations' | 'country'>, now: Date): string {
  const state = primarySalesLocation(dealer.locations)?.address.state ?? '';
  return zonedMoment(now, timeZoneFor(state, dealer.country)).date;
}
