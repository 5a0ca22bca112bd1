import { describe, expect, it } from 'vitest';
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';
import {
  alertEmail,
  alertSmsText,
  siteLink,
  type AlertFacts,
} from '../../../src/lib/watchlist/alert-message.ts';

const links = {
  car: 'https://www.totaramotors.co.nz/cars/2021-toyota-rav4-gxl-123',
  stop: 'https://www.totaramotors.co.nz/api/watchlist/stop-alerts?token=abc',
};
const facts = (over: Partial<AlertFacts>): AlertFacts => ({
  kind: 'price_drop',
  dealerName: 'Totara Motors',
  carName: '2021 Toyota RAV4 GXL',
  before: { price: 33_490, standing: 'available' },
  after: { price: 31_990, standing: 'available' },
  words: vehicleWords('car'),
  ...over,
});

describe('alert texts', () => {
  it('names the dealer, the car and the change, then the links', () => {
    expect(alertSmsText(facts({}), links)).toBe(
      'Totara Motors: 2021 Toyota RAV4 GXL is now $31,990 (was $33,490). ' +
        'https://www.totaramotors.co.nz/cars/2021-toyota-rav4-gxl-123 ' +
        'Stop alerts: https://www.totaramotors.co.nz/api/watchlist/stop-alerts?token=abc',
    );
  });

  it('says sold, reserved, gone and back in stock', () => {
    const text = (over: Partial<AlertFacts>) => alertSmsText(facts(over), links).split('. ')[0];
    const sold = { price: 31_990, standing: 'sold' as const };
    expect(text({ kind: 'sold_or_reserved', after: sold })).toBe(
      'Totara Motors: 2021 Toyota RAV4 GXL has been sold',
    );
    expect(text({ kind: 'sold_or_reserved', after: { ...sold, standing: 'reserved' } })).toBe(
      'Totara Motors: 2021 Toyota RAV4 GXL is now reserved',
    );
    expect(text({ kind: 'sold_or_reserved', after: { ...sold, standing: 'gone' } })).toBe(
      'Totara Motors: 2021 Toyota RAV4 GXL is no longer listed',
    );
    expect(text({ kind: 'back_in_stock' })).toBe(
      'Totara Motors: 2021 Toyota RAV4 GXL is available again at $31,990',
    );
    expect(text({ kind: 'back_in_stock', after: { price: 0, standing: 'available' } })).toBe(
      'Totara Motors: 2021 Toyota RAV4 GXL is available again',
    );
  });

  it('writes an e-mail with a subject and both links', () => {
    const mail = alertEmail(facts({}), links);
    expect(mail.subject).toBe('Totara Motors: Price drop: 2021 Toyota RAV4 GXL');
    expect(mail.text).toContain('2021 Toyota RAV4 GXL is now $31,990 (was $33,490).');
    expect(mail.text).toContain(`See the car: ${links.car}`);
    expect(mail.text).toContain(`Stop alerts for this car: ${links.stop}`);
    const sold = alertEmail(
      facts({ kind: 'sold_or_reserved', after: { price: 1, standing: 'sold' } }),
      links,
    );
    expect(sold.subject).toBe('Totara Motors: 2021 Toyota RAV4 GXL has been sold');
  });

  it("speaks a motorcycle dealer's noun in the e-mail's own words", () => {
    const mail = alertEmail(
      facts({
        dealerName: 'Ironbark Motorcycles',
        carName: '2022 Honda CB650R',
        words: vehicleWords('motorcycle'),
      }),
      links,
    );
    expect(mail.text).toContain(`See the motorcycle: ${links.car}`);
    expect(mail.text).toContain("you watch this motorcycle on Ironbark Motorcycles's website");
    expect(mail.text).toContain(`Stop alerts for this motorcycle: ${links.stop}`);
    // Its links keep the spec's /cars/{slug} address: only the words are the dealer's.
    expect(mail.text.replace(/https:\/\/\S+/g, '')).not.toMatch(/\bcars?\b/);
  });

  it('makes absolute links on the dealer’s site', () => {
    expect(siteLink('https://www.totaramotors.co.nz', '/cars/x')).toBe(
      'https://www.totaramotors.co.nz/cars/x',
    );
    expect(siteLink('https://example.com/', '/api/a?token=b')).toBe(
      'https://example.com/api/a?token=b',
    );
  });
});
