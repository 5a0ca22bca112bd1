/**
 * GET /api/geocode with GOOGLE_GEOCODING_API_KEY set, against a Google stand-in on loopback:
 * the request Google gets, its first result used, ZERO_RESULTS as 'Invalid postcode', answers
 * cached, and every failure (HTTP error, timeout, refused connection) falling back to the
 * embedded table with a log line that never holds the key.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTable } from '../../../src/server/api/geocode/embedded-table.ts';
import { AU_HOST, NZ_HOST, geocodeFixture, type GeocodeFixture } from './geocode-fixture.ts';
import { googleFound, startGoogleReceiver, type GoogleReceiver } from './google-receiver.ts';

const KEY = 'AIzaTestKeyOnlyLetters';
const TIMEOUT_MS = 300;
let google: GoogleReceiver;
let api: GeocodeFixture;

beforeAll(async () => {
  google = await startGoogleReceiver();
  api = await geocodeFixture({
    env: { GOOGLE_GEOCODING_API_KEY: KEY, GOOGLE_GEOCODING_URL: google.url },
    googleTimeoutMs: TIMEOUT_MS,
  });
});
afterAll(async () => {
  await api.close();
  await google.close();
});
afterEach(() => {
  // Each test asks its own postcode, so the route's cache of Google answers stays out of the way.
  google.requests.length = 0;
});

const warnings = () =>
  api
    .logLines()
    .map(
      (line) =>
        JSON.parse(line) as { level: number; msg: string; reason?: string; fallback?: string },
    )
    .filter((entry) => entry.level === 40);

describe('GET /api/geocode through Google', () => {
  it("asks Google with the key, the postcode and the country, and answers its first result's location", async () => {
    google.reply = googleFound(-33.4245, 151.3419);
    const reply = await api.get(AU_HOST, 'postcode=2250');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    expect(reply.json()).toEqual({
      postcode: '2250',
      country: 'AU',
      lat: -33.4245,
      lng: 151.3419,
      source: 'google',
    });
    expect(google.requests).toHaveLength(1);
    const query = google.requests[0]!;
    expect(query.get('key')).toBe(KEY);
    expect(query.get('address')).toBe('2250');
    expect(query.get('components')).toBe('postal_code:2250|country:AU');
  });

  it("places a New Zealand postcode, in a New Zealand dealer's country by default", async () => {
    google.reply = googleFound(-41.2865, 174.7762);
    const reply = await api.get(NZ_HOST, 'postcode=6011');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      postcode: '6011',
      country: 'NZ',
      lat: -41.2865,
      lng: 174.7762,
      source: 'google',
    });
    expect(google.requests[0]!.get('components')).toBe('postal_code:6011|country:NZ');
  });

  it('keeps answers: the same postcode again costs no request to Google', async () => {
    google.reply = googleFound(-37.8136, 144.9631);
    const first = await api.get(AU_HOST, 'postcode=3000');
    google.reply = googleFound(0, 0);
    const again = await api.get(AU_HOST, 'postcode=3000');
    expect(again.json()).toEqual(first.json());
    expect(google.requests).toHaveLength(1);
    // Another country's same digits is another postcode.
    await api.get(AU_HOST, 'postcode=3000&country=NZ');
    expect(google.requests).toHaveLength(2);
  });

  it("answers 404 'Invalid postcode' on ZERO_RESULTS, even for a postcode the table has", async () => {
    google.reply = { status: 200, body: { status: 'ZERO_RESULTS', results: [] } };
    const reply = await api.get(AU_HOST, 'postcode=2000');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: 'Invalid postcode' });
  });

  it('never asks Google about a postcode the §5 rule refuses', async () => {
    const reply = await api.get(AU_HOST, 'postcode=12');
    expect(reply.statusCode).toBe(422);
    expect(google.requests).toHaveLength(0);
  });
});

describe('GET /api/geocode when Google fails', () => {
  it('answers from the embedded table on HTTP 500, logs why without the key, and asks again next time', async () => {
    google.reply = { status: 500, body: { error: 'boom' } };
    const before = warnings().length;
    const reply = await api.get(AU_HOST, 'postcode=6000');
    const perth = (await embeddedTable()).lookup('AU', '6000')!;
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ postcode: '6000', country: 'AU', ...perth, source: 'embedded' });
    const warning = warnings().slice(before);
    expect(warning).toHaveLength(1);
    expect(warning[0]).toMatchObject({
      msg: 'geocoding: Google did not answer',
      reason: 'HTTP 500',
      fallback: 'embedded table',
    });
    // A failure is not kept: Google is asked again.
    google.reply = googleFound(-31.95, 115.86);
    const retried = await api.get(AU_HOST, 'postcode=6000');
    expect(retried.json()).toMatchObject({ source: 'google', lat: -31.95 });
    expect(google.requests).toHaveLength(2);
  });

  it('answers from the embedded table when Google says anything but OK or ZERO_RESULTS', async () => {
    google.reply = { status: 200, body: { status: 'OVER_QUERY_LIMIT', results: [] } };
    const reply = await api.get(AU_HOST, 'postcode=7000');
    expect(reply.json()).toMatchObject({ postcode: '7000', source: 'embedded' });
    expect(warnings().at(-1)?.reason).toBe('status OVER_QUERY_LIMIT');
  });

  it('answers from the embedded table when Google does not answer in time', async () => {
    google.reply = 'never';
    const reply = await api.get(AU_HOST, 'postcode=4000');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ postcode: '4000', source: 'embedded' });
    expect(warnings().at(-1)?.reason).toBe(`no answer within ${TIMEOUT_MS} ms`);
  });

  it('answers 503 for a New Zealand postcode: there is no table to fall back to', async () => {
    google.reply = { status: 503, body: {} };
    const reply = await api.get(NZ_HOST, 'postcode=0632');
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      error: 'Postcode search is not available for NZ postcodes right now',
    });
    expect(warnings().at(-1)).toMatchObject({ reason: 'HTTP 503', fallback: 'none' });
  });

  it('never writes the key to the log', () => {
    expect(warnings().length).toBeGreaterThanOrEqual(3);
    expect(api.logLines().join('\n')).not.toContain(KEY);
  });
});

describe('GET /api/geocode when Google cannot be reached', () => {
  it('answers from the embedded table on a refused connection', async () => {
    const gone = await startGoogleReceiver();
    await gone.close();
    const offline = await geocodeFixture({
      env: { GOOGLE_GEOCODING_API_KEY: KEY, GOOGLE_GEOCODING_URL: gone.url },
    });
    try {
      const reply = await offline.get(AU_HOST, 'postcode=2600');
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ postcode: '2600', source: 'embedded' });
      const logged = offline.logLines().join('\n');
      expect(logged).toContain('request failed (ECONNREFUSED)');
      expect(logged).not.toContain(KEY);
    } finally {
      await offline.close();
    }
  });

  it('waits 3 s for Google by default', async () => {
    const silent = await startGoogleReceiver();
    silent.reply = 'never';
    const patient = await geocodeFixture({
      env: { GOOGLE_GEOCODING_API_KEY: KEY, GOOGLE_GEOCODING_URL: silent.url },
    });
    try {
      const reply = await patient.get(AU_HOST, 'postcode=2601');
      expect(reply.json()).toMatchObject({ postcode: '2601', source: 'embedded' });
      expect(patient.logLines().join('\n')).toContain('no answer within 3000 ms');
      expect(silent.requests).toHaveLength(1);
    } finally {
      await patient.close();
      await silent.close();
    }
  });
});
