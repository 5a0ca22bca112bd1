import { describe, expect, it } from 'vitest';
import { googleAnswer } from '../../../src/server/api/geocode/google-geocoder.ts';

describe("googleAnswer (spec §7: the first result's geometry location)", () => {
  it('reads the first result', () => {
    const body = {
      status: 'OK',
      results: [
        { geometry: { location: { lat: -33.4245, lng: 151.3419 } } },
        { geometry: { location: { lat: 1, lng: 2 } } },
      ],
    };
    expect(googleAnswer(body)).toEqual({
      kind: 'found',
      position: { lat: -33.4245, lng: 151.3419 },
    });
  });

  it('takes ZERO_RESULTS as no such postcode', () => {
    expect(googleAnswer({ status: 'ZERO_RESULTS', results: [] })).toEqual({ kind: 'not-found' });
  });

  it.each([
    [{ status: 'OVER_QUERY_LIMIT' }, 'status OVER_QUERY_LIMIT'],
    [
      { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' },
      'status REQUEST_DENIED: The provided API key is invalid.',
    ],
    [{ status: 'OK', results: [] }, 'status OK without a first result location'],
    [{ status: 'OK', results: [{ geometry: {} }] }, 'status OK without a first result location'],
    [
      { status: 'OK', results: [{ geometry: { location: { lat: '-33', lng: '151' } } }] },
      'status OK without a first result location',
    ],
    [null, 'status undefined'],
  ])('takes %j as a failure to fall back from', (body, reason) => {
    expect(googleAnswer(body)).toEqual({ kind: 'failed', reason });
  });
});
