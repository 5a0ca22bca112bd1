import { describe, expect, it } from 'vitest';
import { promoCardsForSearch, searchCarTypes } from '../../../../src/lib/search/promo/index.ts';
import type { CarType } from '../../../../src/lib/stock/car.ts';

const card = (id: string, display: CarType[], strictDisplay = false) => ({
  id,
  display,
  strictDisplay,
});
const CARDS = [
  card('everyone', []),
  card('new-demo', ['new', 'demo']),
  card('used', ['used']),
  card('strict-used', ['used'], true),
  card('strict-new-demo', ['demo', 'new'], true),
  card('strict-empty', [], true),
];
const shown = (types: CarType[]) => promoCardsForSearch(CARDS, types).map((c) => c.id);

describe('promoCardsForSearch', () => {
  it('cards without display types always show', () => {
    expect(shown([])).toEqual(['everyone', 'strict-empty']);
  });

  it('a used-only search', () => {
    expect(shown(['used'])).toEqual(['everyone', 'used', 'strict-used', 'strict-empty']);
  });

  it('a new and demo search (any order) matches the strict new+demo card', () => {
    expect(shown(['new', 'demo'])).toEqual([
      'everyone',
      'new-demo',
      'strict-new-demo',
      'strict-empty',
    ]);
    expect(shown(['demo', 'new'])).toEqual([
      'everyone',
      'new-demo',
      'strict-new-demo',
      'strict-empty',
    ]);
  });

  it('a strict card needs the exact set, not a subset or superset', () => {
    expect(shown(['new'])).toEqual(['everyone', 'new-demo', 'strict-empty']);
    expect(shown(['new', 'demo', 'used'])).toEqual([
      'everyone',
      'new-demo',
      'used',
      'strict-empty',
    ]);
  });

  it('ignores duplicate types on either side', () => {
    expect(promoCardsForSearch([card('s', ['used', 'used'], true)], ['used', 'used'])).toHaveLength(
      1,
    );
  });
});

describe('searchCarTypes', () => {
  it('uses the car_type refinements when there are any, in new, demo, used order', () => {
    expect(searchCarTypes(['used', 'new'], { new: 5, demo: 2, used: 9 })).toEqual(['new', 'used']);
  });

  it('otherwise the types with results', () => {
    expect(searchCarTypes([], { new: 5, demo: 0, used: 9 })).toEqual(['new', 'used']);
    expect(searchCarTypes([], { used: 1 })).toEqual(['used']);
    expect(searchCarTypes([], undefined)).toEqual([]);
  });

  it('ignores unknown refinement values', () => {
    expect(searchCarTypes(['subscription'], { new: 3 })).toEqual([]);
  });
});
