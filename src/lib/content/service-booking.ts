import type { Dealer } from '../config/index.ts';
import { contactUsPath, filterLocations } from '../locations/index.ts';

export interface ServiceBookingLink {
  href: string;
  label: string;
  /** Opens another site (a new tab). */
  external: boolean;
}

/**
 * Where 'Book a Service' goes: the dealer's service-booking page when configured, else its
 * Xtime scheduler, else the service location's enquiry page (or the contact page).
 */
export function serviceBookingLink(
  dealer: Pick<Dealer, 'config' | 'xtime_url' | 'locations'>,
): ServiceBookingLink {
  const booking = dealer.config.service_booking;
  if (booking) return { href: booking.path, label: 'Book a Service', external: false };
  if (dealer.xtime_url)
    return { href: dealer.xtime_url, label: 'Book a Service Online', external: true };
  const service = filterLocations(dealer.locations, 'service')[0];
  return {
    href: service ? contactUsPath(service) : dealer.config.contact_path,
    label: 'Request a Service Booking',
    external: false,
  };
}
