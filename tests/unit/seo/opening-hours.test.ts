import { describe, expect, it } from 'vitest';
import type { OpeningHour, SpecialHour } from '../../../src/lib/config/index.ts';
import {
  openingHoursSpecification,
  specialOpeningHoursSpecification,
} from '../../../src/lib/seo/index.ts';

const open = (weekday: number, start_hour: string, end_hour: string): OpeningHour => ({
  weekday,
  status: 'Open',
  start_hour,
  end_hour,
});
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed' });
const monToFri = (start: string, end: string) => [1, 2, 3, 4, 5].map((d) => open(d, start, end));

describe('openingHoursSpecification', () => {
  it('collapses five identical weekdays into one Monday…Friday entry, then Saturday and Sunday', () => {
    const hours = [
      open(0, '10:00', '14:00'),
      open(6, '09:00', '16:00'),
      ...monToFri('08:30', '17:30'),
    ];
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:30',
        closes: '17:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Saturday',
        opens: '09:00',
        closes: '16:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Sunday',
        opens: '10:00',
        closes: '14:00',
      },
    ]);
  });

  it('omits closed days', () => {
    expect(
      openingHoursSpecification([...monToFri('08:00', '17:00'), closed(6), closed(0)]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '17:00',
      },
    ]);
  });

  it('lists each weekday on its own when their hours differ', () => {
    const hours = [
      open(1, '08:00', '17:00'),
      open(2, '08:00', '17:00'),
      open(3, '08:00', '17:00'),
      open(4, '08:00', '20:00'),
      open(5, '08:00', '17:00'),
      open(6, '09:00', '12:00'),
    ];
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Monday',
        opens: '08:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Tuesday',
        opens: '08:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Wednesday',
        opens: '08:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Thursday',
        opens: '08:00',
        closes: '20:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Friday',
        opens: '08:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Saturday',
        opens: '09:00',
        closes: '12:00',
      },
    ]);
  });

  it('lists weekdays one by one when one of them is closed', () => {
    const hours = [...monToFri('08:00', '17:00').filter((h) => h.weekday !== 3), closed(3)];
    expect(openingHoursSpecification(hours).map((e) => e['dayOfWeek'])).toEqual([
      'Monday',
      'Tuesday',
      'Thursday',
      'Friday',
    ]);
  });

  it('reads weekday 1 alone as Mon–Fri (the short form: no Tue–Fri entries at all)', () => {
    expect(openingHoursSpecification([open(1, '07:30', '16:30'), closed(6), closed(0)])).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:30',
        closes: '16:30',
      },
    ]);
  });

  it('keeps split shifts as separate entries, earliest first', () => {
    const hours = [...monToFri('13:00', '17:00'), ...monToFri('08:00', '12:00')];
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '13:00',
        closes: '17:00',
      },
    ]);
  });

  it('gives weekend-only hours without weekday entries, and nothing for no hours', () => {
    expect(openingHoursSpecification([open(6, '09:00', '13:00')])).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Saturday',
        opens: '09:00',
        closes: '13:00',
      },
    ]);
    expect(openingHoursSpecification([])).toEqual([]);
  });
});

describe('specialOpeningHoursSpecification', () => {
  it('dates each holiday, in date order, with closed days at 00:00–00:00', () => {
    const special: SpecialHour[] = [
      { date: '2026-12-26', status: 'Open', start_hour: '10:00', end_hour: '14:00' },
      { date: '2026-12-25', name: 'Christmas Day', status: 'Closed' },
    ];
    expect(specialOpeningHoursSpecification(special)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-26',
        validThrough: '2026-12-26',
        opens: '10:00',
        closes: '14:00',
      },
    ]);
  });

  it('is empty without special hours', () => {
    expect(specialOpeningHoursSpecification([])).toEqual([]);
  });
});
