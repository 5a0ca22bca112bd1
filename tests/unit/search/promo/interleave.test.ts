import { describe, expect, it } from 'vitest';
import { PROMO_EVERY, firstPromoSlot, interleave } from '../../../../src/lib/search/promo/index.ts';

const hits = (n: number) => Array.from({ length: n }, (_, i) => `h${i + 1}`);
/** Compact picture of the result list: hits by name, promos as [card@slot]. */
const layout = (items: ReturnType<typeof interleave<string, string>>) =>
  items.map((item) => (item.type === 'hit' ? item.hit : `[${item.card}@${item.slot}]`));

describe('interleave', () => {
  it('puts a promo after every 6th hit by default', () => {
    expect(PROMO_EVERY).toBe(6);
    const items = layout(interleave(hits(21), ['A', 'B']));
    expect(items).toHaveLength(24);
    expect(items[6]).toBe('[A@0]');
    expect(items[13]).toBe('[B@1]');
    expect(items[20]).toBe('[A@2]');
    expect(items.filter((i) => i.startsWith('['))).toEqual(['[A@0]', '[B@1]', '[A@2]']);
  });

  it('picks card = slot mod number of cards', () => {
    expect(layout(interleave(hits(4), ['A', 'B', 'C'], { every: 1 }))).toEqual([
      'h1',
      '[A@0]',
      'h2',
      '[B@1]',
      'h3',
      '[C@2]',
      'h4',
      '[A@3]',
    ]);
  });

  it('fills a slot after the last hit when the count is a multiple, none below `every`', () => {
    expect(layout(interleave(hits(6), ['A']))).toEqual([
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      '[A@0]',
    ]);
    expect(layout(interleave(hits(5), ['A']))).toEqual(['h1', 'h2', 'h3', 'h4', 'h5']);
    expect(layout(interleave(hits(7), ['A']))).toEqual([
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      '[A@0]',
      'h7',
    ]);
  });

  it('no cards or no hits: no promos', () => {
    expect(layout(interleave(hits(12), []))).toEqual(hits(12));
    expect(interleave([], ['A'])).toEqual([]);
  });

  it('continues the rotation from firstSlot', () => {
    expect(layout(interleave(hits(4), ['A', 'B', 'C'], { every: 2, firstSlot: 4 }))).toEqual([
      'h1',
      'h2',
      '[B@4]',
      'h3',
      'h4',
      '[C@5]',
    ]);
  });

  it('rejects a spacing or first slot that is not a whole number in range', () => {
    expect(() => interleave(hits(3), ['A'], { every: 0 })).toThrow(RangeError);
    expect(() => interleave(hits(3), ['A'], { every: 2.5 })).toThrow(RangeError);
    expect(() => interleave(hits(3), ['A'], { firstSlot: -1 })).toThrow(RangeError);
  });
});

describe('firstPromoSlot', () => {
  it('counts the slots of the pages before', () => {
    expect(firstPromoSlot(0, 21)).toBe(0);
    expect(firstPromoSlot(1, 21)).toBe(3);
    expect(firstPromoSlot(2, 24, 6)).toBe(8);
    expect(firstPromoSlot(3, 5, 6)).toBe(0);
  });

  it('is 0 for nonsense input', () => {
    expect(firstPromoSlot(-1, 21)).toBe(0);
    expect(firstPromoSlot(1, 0)).toBe(0);
    expect(firstPromoSlot(1, 21, 0)).toBe(0);
  });
});
