/**
 * The sites offer the postcode search by default only where the market says the platform
 * ships the country's postcode positions (lib/market's postcode.embeddedPositions); that must
 * be exactly the countries the geocode API's embedded table holds.
 */
import { expect, it } from 'vitest';
import { COUNTRIES, marketFor } from '../../../src/lib/market/index.ts';
import { embeddedTable } from '../../../src/server/api/geocode/embedded-table.ts';

it.each(COUNTRIES)('%s: the market and the embedded table agree', async (country) => {
  const table = await embeddedTable();
  expect(marketFor(country).postcode.embeddedPositions).toBe(table.countries.has(country));
});
