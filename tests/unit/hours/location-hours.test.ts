import { describe, expect, it } from 'vitest';
import {
  locationHoursOptions,
  locationOpeningHours,
  weekHoursLines,
} from '../../../src/lib/hours/index.ts';
import { openDays } from './make-hours.ts';

const dealerHours = openDays([1, 2, 3, 4, 5], '08:00', '17:00');

describe('locationOpeningHours', () => {
  it("uses the location's own hours when it has them", () => {
    const own = openDays([1], '07:30', '16:30');
    expect(locationOpeningHours({ contact_detail: contact(own) }, dealerHours)).toBe(own);
  });

  it("falls back to the dealer's hours when the location has none", () => {
    expect(locationOpeningHours({ contact_detail: contact([]) }, dealerHours)).toBe(dealerHours);
  });
});

describe('locationHoursOptions', () => {
  it("carries the location type, the dealer's appointment option and the enquiry path", () => {
    const options = locationHoursOptions(
      { location_type: 'service', weekend_enquiry_path: '/contact-us/x' },
      { by_appointment_weekends: ['service'] },
    );
    expect(options).toEqual({
      locationType: 'service',
      byAppointmentWeekends: ['service'],
      weekendEnquiryPath: '/contact-us/x',
    });
    expect(weekHoursLines(dealerHours, options).at(-1)?.kind).toBe('enquire');
  });

  it('leaves weekends to the appointment rule without an enquiry path', () => {
    const options = locationHoursOptions(
      { location_type: 'sales' },
      { by_appointment_weekends: ['sales'] },
    );
    expect(
      weekHoursLines(dealerHours, options)
        .map((l) => l.text)
        .slice(1),
    ).toEqual(['By appointment only', 'By appointment only']);
  });
});

function contact(opening_hours: ReturnType<typeof openDays>) {
  return { phone: '02 9000 0000', email: 'a@b.com.au', opening_hours, special_hours: [] };
}
