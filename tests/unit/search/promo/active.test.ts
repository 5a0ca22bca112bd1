import { describe, expect, it } from 'vitest';
import { activePromoCards, isPromoActiveOn } from '../../../../src/lib/search/promo/index.ts';

describe('isPromoActiveOn', () => {
  const card = { start: '2026-11-01', expiry: '2027-01-31' };

  it('includes both the start and the expiry day', () => {
    expect(isPromoActiveOn(card, '2026-10-31')).toBe(false);
    expect(isPromoActiveOn(card, '2026-11-01')).toBe(true);
    expect(isPromoActiveOn(card, '2026-12-25')).toBe(true);
    expect(isPromoActiveOn(card, '2027-01-31')).toBe(true);
    expect(isPromoActiveOn(card, '2027-02-01')).toBe(false);
  });

  it('treats a missing bound as open', () => {
    expect(isPromoActiveOn({}, '1999-01-01')).toBe(true);
    expect(isPromoActiveOn({ start: '2026-11-01' }, '2099-12-31')).toBe(true);
    expect(isPromoActiveOn({ start: '2026-11-01' }, '2026-10-31')).toBe(false);
    expect(isPromoActiveOn({ expiry: '2026-11-01' }, '1999-01-01')).toBe(true);
    expect(isPromoActiveOn({ expiry: '2026-11-01' }, '2026-11-02')).toBe(false);
  });

  it('a one-day card shows on that day only', () => {
    const oneDay = { start: '2026-12-26', expiry: '2026-12-26' };
    expect(isPromoActiveOn(oneDay, '2026-12-25')).toBe(false);
    expect(isPromoActiveOn(oneDay, '2026-12-26')).toBe(true);
    expect(isPromoActiveOn(oneDay, '2026-12-27')).toBe(false);
  });
});

describe('activePromoCards', () => {
  const cards = [
    { id: 'open' },
    { id: 'summer', start: '2026-12-01', expiry: '2027-02-28' },
    { id: 'ended', expiry: '2026-11-30' },
    { id: 'later', start: '2027-03-01' },
  ];

  it('keeps the cards showing now, in order', () => {
    expect(activePromoCards(cards, new Date('2026-12-15T00:00:00Z')).map((c) => c.id)).toEqual([
      'open',
      'summer',
    ]);
  });

  it("judges the date in the dealer's time zone", () => {
    // 13:30Z on 30 Nov is 00:30 on 1 Dec in Sydney (AEDT, +11) but still 30 Nov in Perth (+8).
    const now = new Date('2026-11-30T13:30:00Z');
    expect(activePromoCards(cards, now, 'Australia/Sydney').map((c) => c.id)).toEqual([
      'open',
      'summer',
    ]);
    expect(activePromoCards(cards, now, 'Australia/Perth').map((c) => c.id)).toEqual([
      'open',
      'ended',
    ]);
  });

  it('defaults to Sydney time', () => {
    const now = new Date('2026-11-30T13:30:00Z');
    expect(activePromoCards(cards, now).map((c) => c.id)).toEqual(['open', 'summer']);
  });

  it('an expiry day lasts until local midnight (Auckland, +13 in summer)', () => {
    const card = [{ id: 'nz', expiry: '2027-01-31' }];
    expect(
      activePromoCards(card, new Date('2027-01-31T10:59:00Z'), 'Pacific/Auckland'),
    ).toHaveLength(1);
    expect(
      activePromoCards(card, new Date('2027-01-31T11:00:00Z'), 'Pacific/Auckland'),
    ).toHaveLength(0);
  });
});
