import type { FastifyInstance } from 'fastify';
import { GEOCODE_NOT_FOUND } from '../../../lib/locations/nearest.ts';
import { ApiError } from '../app/index.ts';
import { tenantOf } from '../routes/tenant-context.ts';
import type { Env } from '../tenant/index.ts';
import { embeddedTable } from './embedded-table.ts';
import { geocodeQuery } from './geocode-query.ts';
import { createGeocoder, type GeocodeAnswer } from './geocoder.ts';
import { googleGeocoder } from './google-geocoder.ts';

export interface GeocodeRouteOptions {
  /** GOOGLE_GEOCODING_API_KEY (Google on when set) and GOOGLE_GEOCODING_URL. */
  env: Env;
  /** How long Google may take before the table answers instead (3 s). */
  googleTimeoutMs?: number;
}

/** A position does not move: browsers and CDNs may keep an answer for a day. */
const FOUND_CACHE_CONTROL = 'public, max-age=86400';

/**
 * `GET /api/geocode?postcode=2250[&country=AU|NZ]`: the position of a postcode, for the
 * nearest-dealership search. The dealer's country unless `country` says otherwise.
 */
export function geocodeRoutes(app: FastifyInstance, options: GeocodeRouteOptions): void {
  const apiKey = options.env['GOOGLE_GEOCODING_API_KEY']?.trim();
  const geocode = createGeocoder({
    table: embeddedTable,
    google: apiKey
      ? googleGeocoder({
          apiKey,
          baseUrl: options.env['GOOGLE_GEOCODING_URL']?.trim(),
          ...(options.googleTimeoutMs === undefined ? {} : { timeoutMs: options.googleTimeoutMs }),
        })
      : undefined,
  });
  app.get('/api/geocode', async (request, reply) => {
    const tenant = await tenantOf(request);
    const query = geocodeQuery(request.query as Record<string, unknown>, tenant.dealer.country);
    const answer = await geocode(query.postcode, query.country);
    if (answer.googleFailure) {
      const fallback = answer.kind === 'unavailable' ? 'none' : 'embedded table';
      request.log.warn(
        { country: query.country, reason: answer.googleFailure, fallback },
        'geocoding: Google did not answer',
      );
    }
    const found = foundOrThrow(answer, query.country);
    return reply.header('cache-control', FOUND_CACHE_CONTROL).send({
      postcode: query.postcode,
      country: query.country,
      lat: found.position.lat,
      lng: found.position.lng,
      source: found.source,
    });
  });
}

function foundOrThrow(answer: GeocodeAnswer, country: string) {
  if (answer.kind === 'found') return answer;
  if (answer.kind === 'not-found') throw new ApiError(404, GEOCODE_NOT_FOUND);
  throw new ApiError(503, `Postcode search is not available for ${country} postcodes right now`);
}
