/**
 * GET /api/geocode with no Google key: the embedded table answers Australian postcodes, the
 * spec's messages answer the rest, and New Zealand postcodes (no table) say the search is not
 * available rather than calling a real postcode invalid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTable } from '../../../src/server/api/geocode/embedded-table.ts';
import { leadApiFixture, HOST as LEAD_API_HOST } from '../api/lead-api-fixture.ts';
import { AU_HOST, NZ_HOST, geocodeFixture, type GeocodeFixture } from './geocode-fixture.ts';

let api: GeocodeFixture;
beforeAll(async () => {
  api = await geocodeFixture({ env: {} });
});
afterAll(() => api.close());

describe('GET /api/geocode from the embedded table', () => {
  it("answers an Australian postcode in the dealer's country, cacheable for a day", async () => {
    const reply = await api.get(AU_HOST, 'postcode=2250');
    const gosford = (await embeddedTable()).lookup('AU', '2250')!;
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    expect(reply.json()).toEqual({
      postcode: '2250',
      country: 'AU',
      lat: gosford.lat,
      lng: gosford.lng,
      source: 'embedded',
    });
    expect(gosford.lat).toBeCloseTo(-33.41, 1);
    expect(gosford.lng).toBeCloseTo(151.3, 1);
  });

  it('answers an Australian postcode on a New Zealand site when the query names AU', async () => {
    const reply = await api.get(NZ_HOST, 'postcode=0800&country=AU');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ postcode: '0800', country: 'AU', source: 'embedded' });
    expect(reply.json<{ lat: number }>().lat).toBeCloseTo(-12.4, 1);
  });

  it('trims the postcode as the form check does', async () => {
    const reply = await api.get(AU_HOST, 'postcode=%206000%20');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ postcode: '6000', country: 'AU' });
  });

  it.each([
    'postcode=225',
    'postcode=22500',
    'postcode=abcd',
    'postcode=',
    '',
    'postcode=2250&postcode=2251',
  ])('answers 422 with the §5 message for "%s"', async (query) => {
    const reply = await api.get(AU_HOST, query);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ error: 'Invalid postcode. Please enter a 4-digit number.' });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it("answers 404 'Invalid postcode' (§8) for a postcode no place has", async () => {
    const reply = await api.get(AU_HOST, 'postcode=0001');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: 'Invalid postcode' });
  });

  it('answers 400 for a country that is not a market', async () => {
    const reply = await api.get(AU_HOST, 'postcode=2250&country=US');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: 'country must be one of AU, NZ' });
  });

  it('answers 503 for New Zealand postcodes: no table holds them and no Google key is set', async () => {
    for (const query of ['postcode=6011', 'postcode=6011&country=NZ']) {
      const host = query.includes('country') ? AU_HOST : NZ_HOST;
      const reply = await api.get(host, query);
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({
        error: 'Postcode search is not available for NZ postcodes right now',
      });
    }
  });

  it("answers only on a dealer's site", async () => {
    const reply = await api.get('localhost', 'postcode=2250');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: 'This endpoint answers on a dealer site' });
  });

  it('logs the request without its postcode', () => {
    const line = api.logLines().find((text) => text.includes('"route":"/api/geocode"'));
    expect(line).toBeDefined();
    expect(line).toContain('"path":"/api/geocode"');
    // Every field but the timestamp, whose digits could hold any four.
    const logged = api.logLines().map((text) => {
      const { time: _time, ...fields } = JSON.parse(text) as Record<string, unknown>;
      return JSON.stringify(fields);
    });
    expect(logged.join('\n')).not.toContain('2250');
  });
});

describe('registered with the lead API', () => {
  it('answers on the app registerLeadApi sets up', async () => {
    const leads = await leadApiFixture();
    try {
      const reply = await leads.app.inject({
        method: 'GET',
        url: '/api/geocode?postcode=6000',
        headers: { host: LEAD_API_HOST },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ postcode: '6000', country: 'AU', source: 'embedded' });
    } finally {
      await leads.close();
    }
  });
});
