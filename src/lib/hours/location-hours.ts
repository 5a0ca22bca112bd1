import type { Location, OpeningHour, Options } from '../config/index.ts';
import type { HoursOptions } from './hours-lines.ts';

/** A location's own opening hours, or the dealer's when the location lists none. */
export function locationOpeningHours(
  location: Pick<Location, 'contact_detail'>,
  dealerHours: readonly OpeningHour[],
): readonly OpeningHour[] {
  const own = location.contact_detail.opening_hours;
  return own.length > 0 ? own : dealerHours;
}

/** The weekend rules an hours list needs for one location under the dealer's options. */
export function locationHoursOptions(
  location: Pick<Location, 'location_type' | 'weekend_enquiry_path'>,
  config: Pick<Options, 'by_appointment_weekends'>,
): HoursOptions {
  return {
    locationType: location.location_type,
    byAppointmentWeekends: config.by_appointment_weekends,
    weekendEnquiryPath: location.weekend_enquiry_path,
  };
}
