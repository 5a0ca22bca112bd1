import { describe, expect, it } from 'vitest';
import {
  isPendingHere,
  parsePendingSave,
  serialisePendingSave,
} from '../../../src/lib/watchlist/pending-save.ts';
import { pendingSaveKey, signedInHintKey } from '../../../src/lib/watchlist/storage-keys.ts';

const pending = { carId: 42, name: '2020 Mazda CX-5 Maxx', page: '/cars/2020-mazda-cx-5?x=1' };

describe('pending save', () => {
  it('round-trips through storage', () => {
    expect(parsePendingSave(serialisePendingSave(pending))).toEqual(pending);
  });

  it('is keyed per site, apart from the signed-in hint', () => {
    expect(pendingSaveKey('totara-motors')).not.toBe(pendingSaveKey('ironbark-motorcycles'));
    expect(signedInHintKey('totara-motors')).not.toBe(signedInHintKey('ironbark-motorcycles'));
    expect(pendingSaveKey('totara-motors')).not.toBe(signedInHintKey('totara-motors'));
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['not JSON', '{'],
    ['not an object', '42'],
    ['null', 'null'],
    ['no car id', JSON.stringify({ name: 'x', page: '/' })],
    ['a car id as text', JSON.stringify({ ...pending, carId: '42' })],
    ['a negative car id', JSON.stringify({ ...pending, carId: -1 })],
    ['a fractional car id', JSON.stringify({ ...pending, carId: 1.5 })],
    ['a blank name', JSON.stringify({ ...pending, name: ' ' })],
    ['another host as the page', JSON.stringify({ ...pending, page: '//evil.example' })],
    ['a scheme as the page', JSON.stringify({ ...pending, page: 'javascript:alert(1)' })],
  ])('reads %s as no pending save', (_what, raw) => {
    expect(parsePendingSave(raw)).toBeNull();
  });

  it('saves only back on the page it was pressed on', () => {
    expect(isPendingHere(pending, '/cars/2020-mazda-cx-5?x=1')).toBe(true);
    expect(isPendingHere(pending, '/cars/2020-mazda-cx-5')).toBe(false);
    expect(isPendingHere(pending, '/watchlist')).toBe(false);
  });
});
