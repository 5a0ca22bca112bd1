import { describe, expect, it } from 'vitest';
import { formatClock, formatTimeRange, toMinutes } from '../../../src/lib/hours/index.ts';

describe('formatClock', () => {
  it.each([
    ['07:30', '7:30am'],
    ['16:30', '4:30pm'],
    ['12:00', '12pm'],
    ['00:00', '12am'],
    ['08:00', '8:00am'],
    ['17:30', '5:30pm'],
    ['12:30', '12:30pm'],
    ['00:15', '12:15am'],
    ['11:59', '11:59am'],
    ['13:05', '1:05pm'],
    ['23:45', '11:45pm'],
  ])('%s reads %s', (time, expected) => {
    expect(formatClock(time)).toBe(expected);
  });
});

describe('formatTimeRange', () => {
  it('joins both ends with a spaced hyphen', () => {
    expect(formatTimeRange('08:00', '17:30')).toBe('8:00am - 5:30pm');
  });

  it('reads the spec sample service hours', () => {
    expect(formatTimeRange('07:30', '16:30')).toBe('7:30am - 4:30pm');
  });
});

describe('toMinutes', () => {
  it('counts minutes after midnight', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('08:30')).toBe(510);
    expect(toMinutes('23:59')).toBe(1439);
  });
});
