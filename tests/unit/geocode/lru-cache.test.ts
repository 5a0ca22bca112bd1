import { describe, expect, it } from 'vitest';
import { LruCache } from '../../../src/server/api/geocode/lru-cache.ts';

describe('LruCache', () => {
  it('drops the least recently used entry past its size', () => {
    const cache = new LruCache<number>({ maxEntries: 2, maxAgeMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry once it is older than the age limit', () => {
    let now = 0;
    const cache = new LruCache<string>({ maxEntries: 10, maxAgeMs: 1000, clock: () => now });
    cache.set('2250', 'gosford');
    now = 999;
    expect(cache.get('2250')).toBe('gosford');
    now = 1000;
    expect(cache.get('2250')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replaces a value and deletes on request', () => {
    const cache = new LruCache<number>({ maxEntries: 2, maxAgeMs: 1000 });
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses a size below one', () => {
    expect(() => new LruCache({ maxEntries: 0, maxAgeMs: 1 })).toThrow(RangeError);
  });
});
