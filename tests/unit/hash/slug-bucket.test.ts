import { describe, expect, it } from 'vitest';
import { slugBucket } from '../../../src/lib/hash/slug-bucket.ts';

describe('slugBucket', () => {
  it('is the slug’s 32-bit FNV-1a hash modulo the count', () => {
    // FNV-1a of '' is the offset basis 0x811c9dc5; of 'a', 0xe40c292c.
    expect(slugBucket('', 1_000_000)).toBe(0x811c9dc5 % 1_000_000);
    expect(slugBucket('a', 1000)).toBe(0xe40c292c % 1000);
  });

  it('stays in range and is the same every time', () => {
    for (const slug of ['2021-toyota-rav4-gxl-u1234', 'x', 'a-very-long-slug'.repeat(20)]) {
      for (const count of [1, 7, 64]) {
        const bucket = slugBucket(slug, count);
        expect(bucket).toBeGreaterThanOrEqual(0);
        expect(bucket).toBeLessThan(count);
        expect(slugBucket(slug, count)).toBe(bucket);
      }
    }
  });

  it('treats a count below one as one bucket', () => {
    expect(slugBucket('anything', 0)).toBe(0);
  });
});
