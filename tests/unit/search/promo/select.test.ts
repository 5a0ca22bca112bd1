import { describe, expect, it } from 'vitest';
import { selectPromoCards } from '../../../../src/lib/search/promo/index.ts';
import type { PromoCard } from '../../../../src/lib/config/index.ts';

const node = { title: 't', text: 'x', cta_label: 'Go', cta_url: '/go' };
const card = (id: string, more: Partial<PromoCard> = {}): PromoCard => ({
  id,
  display: [],
  strictDisplay: false,
  node,
  ...more,
});

describe('selectPromoCards', () => {
  it('filters by date and car type, then orders', () => {
    const cards = [
      card('rest-1'),
      card('used-only', { display: ['used'], position: 2 }),
      card('first', { position: 1 }),
      card('expired', { expiry: '2026-01-01', position: 1 }),
      card('new-only', { display: ['new'] }),
      card('rest-2'),
    ];
    const chosen = selectPromoCards(cards, {
      now: new Date('2026-06-01T00:00:00Z'),
      carTypesInSearch: ['used'],
    });
    expect(chosen.map((c) => c.id)).toEqual(['first', 'used-only', 'rest-1', 'rest-2']);
  });

  it('passes the shuffle through', () => {
    const chosen = selectPromoCards([card('a'), card('b')], {
      now: new Date('2026-06-01T00:00:00Z'),
      timeZone: 'Australia/Perth',
      carTypesInSearch: [],
      shuffle: (list) => list.reverse(),
    });
    expect(chosen.map((c) => c.id)).toEqual(['b', 'a']);
  });
});
