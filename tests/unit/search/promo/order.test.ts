import { describe, expect, it } from 'vitest';
import { orderPromoCards } from '../../../../src/lib/search/promo/index.ts';

const cards = [
  { id: 'a' },
  { id: 'p3', position: 3 },
  { id: 'b' },
  { id: 'p1', position: 1 },
  { id: 'c' },
  { id: 'p1-later', position: 1 },
];
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe('orderPromoCards', () => {
  it('positioned cards first in position order (ties keep input order), then the rest as given', () => {
    expect(ids(orderPromoCards(cards))).toEqual(['p1', 'p1-later', 'p3', 'a', 'b', 'c']);
  });

  it('shuffles only the unpositioned cards, with the injected function', () => {
    const seen: string[][] = [];
    const reverse = <T extends { id: string }>(list: T[]) => {
      seen.push(ids(list));
      return list.reverse();
    };
    expect(ids(orderPromoCards(cards, reverse))).toEqual(['p1', 'p1-later', 'p3', 'c', 'b', 'a']);
    expect(seen).toEqual([['a', 'b', 'c']]);
  });

  it('does not change the input, even when the shuffle reorders in place', () => {
    const before = ids(cards);
    orderPromoCards(cards, (list) => list.reverse());
    expect(ids(cards)).toEqual(before);
  });

  it('handles no cards and all-positioned cards', () => {
    expect(orderPromoCards([])).toEqual([]);
    expect(
      ids(
        orderPromoCards([
          { id: 'x', position: 2 },
          { id: 'y', position: 1 },
        ]),
      ),
    ).toEqual(['y', 'x']);
  });
});
