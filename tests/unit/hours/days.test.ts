import { describe, expect, it } from 'vitest';
import {
  WEEKDAYS,
  WEEKEND,
  dayRangeLabel,
  dayShort,
  isWeekend,
} from '../../../src/lib/hours/index.ts';

describe('day ranges', () => {
  it('weekdays are 1 to 5 and the weekend is 0 and 6', () => {
    expect(WEEKDAYS).toEqual([1, 2, 3, 4, 5]);
    expect(WEEKEND).toEqual([0, 6]);
    expect([0, 1, 2, 3, 4, 5, 6].filter(isWeekend)).toEqual([0, 6]);
  });

  it('names days with Sunday as 0', () => {
    expect(dayShort(0)).toBe('Sun');
    expect(dayShort(6)).toBe('Sat');
    expect(dayShort(9)).toBe('');
  });

  it('labels one day or a run of days', () => {
    expect(dayRangeLabel(4, 4)).toBe('Thu');
    expect(dayRangeLabel(1, 5)).toBe('Mon - Fri');
  });
});
