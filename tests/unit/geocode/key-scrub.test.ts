import { describe, expect, it } from 'vitest';
import { scrubPersonalData, scrubValue } from '../../../src/server/api/app/scrub.ts';

describe("the log scrubber and a URL's key", () => {
  it('redacts key= wherever a URL is quoted, digits or not', () => {
    const url =
      'https://maps.googleapis.com/maps/api/geocode/json?address=2250&key=AIzaSyAbc-XYZ_def&x=1';
    expect(scrubPersonalData(`Failed to parse URL from ${url}`)).toBe(
      'Failed to parse URL from https://maps.googleapis.com/maps/api/geocode/json?address=2250&key=[redacted]&x=1',
    );
    expect(scrubPersonalData('GET /json?KEY=onlyletters')).toBe('GET /json?KEY=[redacted]');
    expect(scrubPersonalData('https://x.test/?api_key=s3cret "quoted"')).toBe(
      'https://x.test/?api_key=[redacted] "quoted"',
    );
    expect(scrubValue({ err: 'at https://x.test/?components=a&key=abc' })).toEqual({
      err: 'at https://x.test/?components=a&key=[redacted]',
    });
  });

  it('leaves words that merely contain "key" alone', () => {
    expect(scrubPersonalData('monkey=business; idempotency key reused')).toBe(
      'monkey=business; idempotency key reused',
    );
  });
});
