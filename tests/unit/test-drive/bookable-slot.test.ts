// isBookableSlot: the API's re-check of a submitted dateTime against the slots offered now.
import { describe, expect, it } from 'vitest';
import { isBookableSlot, parseLocalDateTime } from '../../../src/lib/test-drive/index.ts';
import { input, smallHoursSunday } from './fixtures.ts';

// Monday 16 March 2026, 6am in Sydney.
const now = new Date('2026-03-15T19:00:00Z');
const slots = input({ now, leadTimeMinutes: 120 });

describe('isBookableSlot', () => {
  it('accepts a slot on offer, with or without zero seconds', () => {
    expect(isBookableSlot(slots, '2026-03-16T09:00')).toBe(true);
    expect(isBookableSlot(slots, '2026-03-16T09:00:00')).toBe(true);
    expect(isBookableSlot(slots, '2026-03-21T11:30')).toBe(true);
  });

  it('refuses a slot inside the lead time or already past', () => {
    const threeHours = { ...slots, leadTimeMinutes: 180 };
    expect(isBookableSlot(threeHours, '2026-03-16T08:30')).toBe(false);
    expect(isBookableSlot(threeHours, '2026-03-16T09:00')).toBe(true);
    expect(isBookableSlot(slots, '2026-03-13T10:00')).toBe(false);
  });

  it('refuses a slot taken since the form fetched the slots', () => {
    expect(isBookableSlot({ ...slots, bookings: ['2026-03-17T10:00'] }, '2026-03-17T10:00')).toBe(
      false,
    );
  });

  it('refuses times that are not slots: off the grid, after the last drive, on a closed day, beyond the days offered', () => {
    expect(isBookableSlot(slots, '2026-03-16T09:15')).toBe(false);
    expect(isBookableSlot(slots, '2026-03-16T17:30')).toBe(false);
    expect(isBookableSlot(slots, '2026-03-22T10:00')).toBe(false);
    expect(isBookableSlot(slots, '2026-03-24T10:00')).toBe(false);
  });

  it('refuses a time the clocks skip', () => {
    const sunday = input({
      now: new Date('2026-10-02T12:00:00Z'),
      specialHours: smallHoursSunday('2026-10-04'),
    });
    expect(isBookableSlot(sunday, '2026-10-04T01:30')).toBe(true);
    expect(isBookableSlot(sunday, '2026-10-04T02:30')).toBe(false);
  });

  it.each([
    '',
    '2026-03-16',
    '2026-03-16 09:00',
    '2026-03-16T9:00',
    '2026-03-16T09:00:30',
    '2026-03-16T09:00+11:00',
    '2026-03-15T22:00:00.000Z',
    '2026-02-30T09:00',
    '2026-13-01T09:00',
    '2026-03-16T24:00',
  ])('refuses the malformed %j', (value) => {
    expect(isBookableSlot(slots, value)).toBe(false);
  });
});

describe('parseLocalDateTime', () => {
  it('reads the date and minutes after midnight', () => {
    expect(parseLocalDateTime('2026-03-16T09:30')).toEqual({ date: '2026-03-16', minutes: 570 });
    expect(parseLocalDateTime('2028-02-29T23:59:00.000')).toEqual({
      date: '2028-02-29',
      minutes: 1439,
    });
    expect(parseLocalDateTime('2026-02-29T10:00')).toBeUndefined();
  });
});
