import { describe, expect, it } from 'vitest';
import { openStatus } from '../../../src/lib/hours/index.ts';
import { closedDays, openDays } from './make-hours.ts';

const ZONE = 'Australia/Brisbane'; // UTC+10 all year, so instants are easy to read.
const at = (local: string) => new Date(`${local}+10:00`);
const hours = [
  ...openDays([1, 2, 3, 4, 5], '08:00', '17:30'),
  ...openDays([6], '08:00', '12:00'),
  ...closedDays([0]),
];

describe('openStatus', () => {
  it('is open during hours and says when it closes', () => {
    // 2026-03-11 is a Wednesday.
    expect(openStatus(hours, at('2026-03-11T09:15:00'), ZONE)).toEqual({
      open: true,
      closesAt: '5:30pm',
    });
    expect(openStatus(hours, at('2026-03-11T08:00:00'), ZONE)).toEqual({
      open: true,
      closesAt: '5:30pm',
    });
  });

  it('opens later today before opening time', () => {
    expect(openStatus(hours, at('2026-03-11T07:00:00'), ZONE)).toEqual({
      open: false,
      opensAt: { day: 'Today', time: '8:00am' },
    });
  });

  it('is closed at closing time and opens the next open day', () => {
    expect(openStatus(hours, at('2026-03-11T17:30:00'), ZONE)).toEqual({
      open: false,
      opensAt: { day: 'Thu', time: '8:00am' },
    });
    // Saturday afternoon: Sunday is closed, so Monday.
    expect(openStatus(hours, at('2026-03-14T13:00:00'), ZONE)).toEqual({
      open: false,
      opensAt: { day: 'Mon', time: '8:00am' },
    });
  });

  it('lets special hours replace the usual day', () => {
    const special = [{ date: '2026-03-11', status: 'Closed' as const }];
    expect(openStatus(hours, at('2026-03-11T09:00:00'), ZONE, special)).toEqual({
      open: false,
      opensAt: { day: 'Thu', time: '8:00am' },
    });
    const sundayTrading = [
      { date: '2026-03-15', status: 'Open' as const, start_hour: '10:00', end_hour: '14:00' },
    ];
    expect(openStatus(hours, at('2026-03-15T11:00:00'), ZONE, sundayTrading)).toEqual({
      open: true,
      closesAt: '2:00pm',
    });
  });

  it('has no opening time when never open', () => {
    expect(openStatus([], at('2026-03-11T09:00:00'), ZONE)).toEqual({ open: false });
  });

  it('uses the local day of the zone given', () => {
    // 23:30 UTC Tuesday is Wednesday 07:30 in Perth (+8) and Wednesday 09:30 in Brisbane.
    const instant = new Date('2026-03-10T23:30:00Z');
    expect(openStatus(hours, instant, 'Australia/Perth')).toEqual({
      open: false,
      opensAt: { day: 'Today', time: '8:00am' },
    });
    expect(openStatus(hours, instant, ZONE)).toEqual({ open: true, closesAt: '5:30pm' });
  });
});
