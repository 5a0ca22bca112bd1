/**
 * The stop link's pages in the dealer's vehicle noun: a car dealer's shopper reads the words
 * the pages always had, a motorcycle dealer's reads motorcycle in their place.
 */
import { describe, expect, it } from 'vitest';
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';
import type { VehicleKind } from '../../../src/lib/stock/car.ts';
import {
  confirmStopPage,
  stoppedPage,
  unknownStopPage,
} from '../../../src/server/api/watchlist/stop-alerts-page.ts';

const facts = (kind: VehicleKind) => ({
  dealerName: 'Harbour Motors',
  carName: '2021 Honda CB650R',
  siteUrl: 'https://www.harbourmotors.com.au/',
  watchlistUrl: 'https://www.harbourmotors.com.au/watchlist',
  words: vehicleWords(kind),
});
const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';

describe('stop alert pages', () => {
  it("keep a car dealer's words", () => {
    const confirm = confirmStopPage(facts('car'), TOKEN);

    expect(confirm).toContain('<title>Stop alerts for this car</title>');
    expect(confirm).toContain('price, sale and stock alerts about this car. It stays');
    expect(confirm).toContain('<button type="submit">Stop alerts for this car</button>');
    expect(stoppedPage(facts('car'))).toContain('tick the alerts under the car.</p>');
    expect(unknownStopPage('https://x.example/', 'X', vehicleWords('car'))).toContain(
      'on your watchlist, under each car.</p>',
    );
  });

  it("speak of a motorcycle dealer's motorcycles", () => {
    const confirm = confirmStopPage(facts('motorcycle'), TOKEN);

    expect(confirm).toContain('<title>Stop alerts for this motorcycle</title>');
    expect(confirm).toContain('price, sale and stock alerts about this motorcycle. It stays');
    expect(confirm).toContain('<button type="submit">Stop alerts for this motorcycle</button>');
    expect(stoppedPage(facts('motorcycle'))).toContain('tick the alerts under the motorcycle.');
    expect(unknownStopPage('https://x.example/', 'X', vehicleWords('motorcycle'))).toContain(
      'on your watchlist, under each motorcycle.</p>',
    );
  });
});
