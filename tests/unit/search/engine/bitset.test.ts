import { describe, expect, it } from 'vitest';
import {
  add,
  and,
  count,
  emptySet,
  fromRecords,
  fullSet,
  has,
  not,
  or,
  toRecords,
} from '../../../../src/lib/search/engine/bitset.ts';

describe('bitset', () => {
  it('holds records across word boundaries', () => {
    const set = fromRecords(100, [0, 31, 32, 63, 64, 99]);
    expect(Array.from(toRecords(set))).toEqual([0, 31, 32, 63, 64, 99]);
    expect([has(set, 31), has(set, 30), count(set)]).toEqual([true, false, 6]);
  });

  it('never invents records past the end when full or complemented', () => {
    for (const size of [0, 1, 31, 32, 33, 64, 70]) {
      expect(count(fullSet(size))).toBe(size);
      expect(count(not(emptySet(size), size))).toBe(size);
      expect(Array.from(toRecords(not(fromRecords(size, size ? [size - 1] : []), size)))).toEqual([
        ...Array(Math.max(0, size - 1)).keys(),
      ]);
    }
  });

  it('intersects and unites without touching its inputs', () => {
    const a = fromRecords(70, [1, 2, 40, 69]);
    const b = fromRecords(70, [2, 40, 50]);
    expect(Array.from(toRecords(and(a, b)))).toEqual([2, 40]);
    expect(Array.from(toRecords(or(a, b)))).toEqual([1, 2, 40, 50, 69]);
    expect(count(a)).toBe(4);
    add(a, 5);
    expect(count(a)).toBe(5);
  });

  it('counts dense sets', () => {
    const records = Array.from({ length: 5000 }, (_, i) => i).filter((i) => i % 3 !== 0);
    expect(count(fromRecords(5000, records))).toBe(records.length);
  });
});
