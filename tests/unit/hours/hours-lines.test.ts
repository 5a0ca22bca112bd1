import { describe, expect, it } from 'vitest';
import type { OpeningHour } from '../../../src/lib/config/index.ts';
import {
  cardHoursLines,
  groupDays,
  weekHoursLines,
  WEEKDAYS,
} from '../../../src/lib/hours/index.ts';
import { closedDays, openDays } from './make-hours.ts';

const text = (lines: { days: string; text: string }[]) => lines.map((l) => `${l.days} ${l.text}`);

describe('groupDays', () => {
  it('collapses Mon–Fri to one line when all five share times', () => {
    const hours = openDays([1, 2, 3, 4, 5], '08:00', '17:30');
    expect(text(groupDays(hours, WEEKDAYS))).toEqual(['Mon - Fri 8:00am - 5:30pm']);
  });

  it('groups consecutive days with equal times', () => {
    const hours = [
      ...openDays([1, 2, 3], '08:00', '17:30'),
      ...openDays([4], '08:00', '21:00'),
      ...openDays([5], '08:00', '17:30'),
    ];
    expect(text(groupDays(hours, WEEKDAYS))).toEqual([
      'Mon - Wed 8:00am - 5:30pm',
      'Thu 8:00am - 9:00pm',
      'Fri 8:00am - 5:30pm',
    ]);
  });

  it('groups a two-day run and keeps entry order irrelevant', () => {
    const hours = [...openDays([5, 4], '09:00', '17:00'), ...openDays([3, 2, 1], '08:00', '17:00')];
    expect(text(groupDays(hours, WEEKDAYS))).toEqual([
      'Mon - Wed 8:00am - 5:00pm',
      'Thu - Fri 9:00am - 5:00pm',
    ]);
  });

  it('reads Closed for a day with no entry or a Closed entry, and groups closed days', () => {
    const hours = [...openDays([1, 2, 3], '08:00', '17:00'), ...closedDays([4])];
    expect(text(groupDays(hours, WEEKDAYS))).toEqual([
      'Mon - Wed 8:00am - 5:00pm',
      'Thu - Fri Closed',
    ]);
  });

  it('reads Closed all week for no hours at all', () => {
    expect(text(groupDays([], WEEKDAYS))).toEqual(['Mon - Fri Closed']);
  });

  it('ignores an Open entry without times', () => {
    const broken = [{ weekday: 1, status: 'Open' }] as OpeningHour[];
    expect(groupDays(broken, [1])[0]?.kind).toBe('closed');
  });
});

describe('weekHoursLines', () => {
  const weekdays = openDays([1, 2, 3, 4, 5], '08:00', '17:30');

  it('adds a Sat line and a Sun line', () => {
    const hours = [...weekdays, ...openDays([6], '08:00', '12:00')];
    expect(text(weekHoursLines(hours))).toEqual([
      'Mon - Fri 8:00am - 5:30pm',
      'Sat 8:00am - 12pm',
      'Sun Closed',
    ]);
  });

  it('keeps Sat and Sun on separate lines even when equal', () => {
    const hours = [...weekdays, ...openDays([6, 0], '09:00', '16:00')];
    expect(text(weekHoursLines(hours))).toEqual([
      'Mon - Fri 8:00am - 5:30pm',
      'Sat 9:00am - 4:00pm',
      'Sun 9:00am - 4:00pm',
    ]);
  });

  it('reads the spec sample service hours', () => {
    const hours = [...openDays([1, 2, 3, 4, 5], '07:30', '16:30'), ...closedDays([6, 0])];
    expect(text(weekHoursLines(hours, { locationType: 'service' }))).toEqual([
      'Mon - Fri 7:30am - 4:30pm',
      'Sat Closed',
      'Sun Closed',
    ]);
  });

  it("shows 'By appointment only' on closed weekends for a configured type", () => {
    const lines = weekHoursLines(weekdays, {
      locationType: 'sales',
      byAppointmentWeekends: ['sales'],
    });
    expect(text(lines)).toEqual([
      'Mon - Fri 8:00am - 5:30pm',
      'Sat By appointment only',
      'Sun By appointment only',
    ]);
    expect(lines[1]?.kind).toBe('appointment');
  });

  it('keeps an open weekend day open under the appointment rule', () => {
    const hours = [...weekdays, ...openDays([6], '08:00', '12:00')];
    const lines = weekHoursLines(hours, {
      locationType: 'service',
      byAppointmentWeekends: ['service'],
    });
    expect(text(lines)).toEqual([
      'Mon - Fri 8:00am - 5:30pm',
      'Sat 8:00am - 12pm',
      'Sun By appointment only',
    ]);
  });

  it('does not apply the appointment rule to other location types or to weekdays', () => {
    const sales = weekHoursLines([], { locationType: 'service', byAppointmentWeekends: ['sales'] });
    expect(text(sales)).toEqual(['Mon - Fri Closed', 'Sat Closed', 'Sun Closed']);
    const parts = weekHoursLines([], {
      locationType: 'parts',
      byAppointmentWeekends: ['sales', 'service'],
    });
    expect(parts.map((l) => l.kind)).toEqual(['closed', 'closed', 'closed']);
  });

  it("replaces the weekend lines with an 'Enquire Now' link", () => {
    const lines = weekHoursLines(weekdays, {
      locationType: 'service',
      byAppointmentWeekends: ['service'],
      weekendEnquiryPath: '/contact-us/stewart-toyota-sutherland',
    });
    expect(lines).toEqual([
      { days: 'Mon - Fri', text: '8:00am - 5:30pm', kind: 'open' },
      {
        days: 'Sat - Sun',
        text: 'Enquire Now',
        kind: 'enquire',
        href: '/contact-us/stewart-toyota-sutherland',
      },
    ]);
  });
});

describe('cardHoursLines', () => {
  it('reads Mon - Sat and Sunday when Saturday matches the weekdays', () => {
    const hours = openDays([1, 2, 3, 4, 5, 6], '08:00', '17:00');
    expect(text(cardHoursLines(hours))).toEqual(['Mon - Sat 8:00am - 5:00pm', 'Sun Closed']);
  });

  it('splits Saturday off when it differs', () => {
    const hours = [
      ...openDays([1, 2, 3, 4, 5], '08:00', '17:00'),
      ...openDays([6, 0], '09:00', '13:00'),
    ];
    expect(text(cardHoursLines(hours))).toEqual([
      'Mon - Fri 8:00am - 5:00pm',
      'Sat 9:00am - 1:00pm',
      'Sun 9:00am - 1:00pm',
    ]);
  });

  it("reads 'Closed' for every day when there are no hours", () => {
    expect(text(cardHoursLines([]))).toEqual(['Mon - Sat Closed', 'Sun Closed']);
  });

  it('applies the weekend rules too', () => {
    const hours = openDays([1, 2, 3, 4, 5], '08:00', '17:00');
    expect(
      text(cardHoursLines(hours, { locationType: 'sales', byAppointmentWeekends: ['sales'] })),
    ).toEqual(['Mon - Fri 8:00am - 5:00pm', 'Sat By appointment only', 'Sun By appointment only']);
    expect(text(cardHoursLines(hours, { weekendEnquiryPath: '/contact-us/x' }))).toEqual([
      'Mon - Fri 8:00am - 5:00pm',
      'Sat - Sun Enquire Now',
    ]);
  });
});
