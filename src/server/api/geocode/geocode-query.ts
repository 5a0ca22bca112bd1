/**
 * The geocoding request's query: a postcode by the spec's rule (§5, the forms' own check) and
 * the country whose postcodes it is, by default the dealer's.
 */
import { postcodeError } from '../../../lib/forms/index.ts';
import { COUNTRIES, type Country } from '../../../lib/market/index.ts';
import { ApiError } from '../app/index.ts';

export interface GeocodeQuery {
  postcode: string;
  country: Country;
}

/** Throws ApiError: 422 with the §5 message for a postcode that is not one, 400 for a country. */
export function geocodeQuery(
  query: Readonly<Record<string, unknown>>,
  dealerCountry: Country,
): GeocodeQuery {
  const postcode = typeof query['postcode'] === 'string' ? query['postcode'].trim() : '';
  const invalid = postcodeError(postcode);
  if (invalid) throw new ApiError(422, invalid);
  return { postcode, country: countryOf(query['country'], dealerCountry) };
}

function countryOf(value: unknown, dealerCountry: Country): Country {
  if (value === undefined || value === '') return dealerCountry;
  const wanted = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const country = COUNTRIES.find((code) => code === wanted);
  if (!country) throw new ApiError(400, `country must be one of ${COUNTRIES.join(', ')}`);
  return country;
}
