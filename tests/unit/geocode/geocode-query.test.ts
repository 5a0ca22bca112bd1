import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/lib/forms/index.ts';
import { ApiError } from '../../../src/server/api/app/index.ts';
import { geocodeQuery } from '../../../src/server/api/geocode/geocode-query.ts';

function refusal(query: Record<string, unknown>): ApiError {
  try {
    geocodeQuery(query, 'AU');
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the query was accepted');
}

describe('geocodeQuery', () => {
  it("takes a 4-digit postcode, in the dealer's country unless the query names one", () => {
    expect(geocodeQuery({ postcode: '2250' }, 'AU')).toEqual({ postcode: '2250', country: 'AU' });
    expect(geocodeQuery({ postcode: ' 0632 ' }, 'NZ')).toEqual({ postcode: '0632', country: 'NZ' });
    expect(geocodeQuery({ postcode: '6011', country: 'nz' }, 'AU')).toEqual({
      postcode: '6011',
      country: 'NZ',
    });
    expect(geocodeQuery({ postcode: '2250', country: '' }, 'NZ').country).toBe('NZ');
  });

  it.each([
    [{}],
    [{ postcode: '' }],
    [{ postcode: '225' }],
    [{ postcode: '22500' }],
    [{ postcode: '22a0' }],
    [{ postcode: ['2250', '2251'] }],
  ])('answers 422 with the §5 message for %j', (query) => {
    const error = refusal(query);
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(MESSAGES.postcode);
    expect(error.message).toBe('Invalid postcode. Please enter a 4-digit number.');
  });

  it('answers 400 for a country that is not a market', () => {
    const error = refusal({ postcode: '2250', country: 'US' });
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('country must be one of AU, NZ');
    expect(refusal({ postcode: '2250', country: ['AU'] }).statusCode).toBe(400);
  });
});
