import { describe, expect, it } from 'vitest';
import {
  attemptFor,
  attemptStorageKey,
  fingerprint,
  parseAttempt,
} from '../../../src/lib/checkout/index.ts';

const body = { name: 'Mia', email: 'mia@example.com', terms_accepted: true };
let counter = 0;
const newKey = () => `key-${++counter}`;

describe('checkout attempts', () => {
  it('keys storage per site and car', () => {
    expect(attemptStorageKey('kestrel-bay-subaru', 42)).toBe(
      'forecourt:kestrel-bay-subaru:checkout:42',
    );
  });

  it('makes a new key for a first attempt', () => {
    const attempt = attemptFor(null, body, () => 'first');
    expect(attempt).toEqual({ key: 'first', fingerprint: fingerprint(body) });
  });

  it('keeps the key while the details are the same, whatever their order', () => {
    const first = attemptFor(null, body, newKey);
    const again = attemptFor(
      first,
      { terms_accepted: true, email: 'mia@example.com', name: 'Mia' },
      newKey,
    );
    expect(again).toBe(first);
  });

  it('starts a new attempt when the details change', () => {
    const first = attemptFor(null, body, newKey);
    const changed = attemptFor(first, { ...body, email: 'mia.ng@example.com' }, newKey);
    expect(changed.key).not.toBe(first.key);
  });

  it('round-trips through storage and ignores anything unreadable', () => {
    const attempt = attemptFor(null, body, newKey);
    expect(parseAttempt(JSON.stringify(attempt))).toEqual(attempt);
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      '"x"',
      '{"key":""}',
      '{"key":"k"}',
      '{"key":1,"fingerprint":"f"}',
    ])
      expect(parseAttempt(raw)).toBeNull();
  });
});
