import { describe, expect, it } from 'vitest';
import { columnSpan } from '../../../src/lib/navigation/columns.ts';

describe('columnSpan', () => {
  it.each([
    [1, 12],
    [2, 6],
    [3, 4],
    [4, 3],
    [6, 2],
    [12, 1],
  ])('%i columns span %i of 12', (count, span) => {
    expect(columnSpan(count)).toBe(span);
  });

  it('rounds down when 12 does not divide evenly, never below 1', () => {
    expect(columnSpan(5)).toBe(2);
    expect(columnSpan(7)).toBe(1);
    expect(columnSpan(20)).toBe(1);
  });

  it('uses the full width for a missing or invalid count', () => {
    expect(columnSpan(0)).toBe(12);
    expect(columnSpan(-2)).toBe(12);
    expect(columnSpan(Number.NaN)).toBe(12);
  });
});
