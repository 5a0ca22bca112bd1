/**
 * The next moment a dealer's pages would read differently: each dated rule's boundary, the
 * zones they are judged in, and — against the rules themselves — that nothing changes before
 * the boundary found and something changes at it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isNewArrival } from '../../../src/lib/cars/new-arrival.ts';
import { parseDealer, type Dealer } from '../../../src/lib/config/index.ts';
import { activeOffers, dealerToday } from '../../../src/lib/content/offers.ts';
import { holidayRows, timeZoneFor } from '../../../src/lib/hours/index.ts';
import { primarySalesLocation } from '../../../src/lib/locations/filter.ts';
import { activePromoCards } from '../../../src/lib/search/promo/active.ts';
import {
  dayStart,
  nextDate,
  nextPageBoundary,
  newArrivalEnds,
} from '../../../src/lib/site/next-boundary.ts';

const sample = (slug: string): Dealer =>
  parseDealer(JSON.parse(readFileSync(`dealers/${slug}/dealer.json`, 'utf8')), slug);

/** kestrel-bay-subaru (NSW: Sydney time) with no dated content, for one rule at a time. */
const plain = (): Dealer => {
  const dealer = sample('kestrel-bay-subaru');
  return {
    ...dealer,
    promo_cards: [],
    offers: [],
    locations: dealer.locations.map((l) => ({
      ...l,
      contact_detail: { ...l.contact_detail, special_hours: [] },
    })),
  };
};
const iso = (moment: Date | null) => moment?.toISOString() ?? null;
const NOW = new Date('2026-11-23T22:00:00.000Z'); // 9 am, 24/11/2026 in Sydney
const NEW_YEAR = new Date(NOW.getFullYear() + 1, 0, 1).toISOString();

describe('dayStart and nextDate', () => {
  it('finds local midnight in the zone, daylight saving or not', () => {
    const at = (date: string, zone: string) => new Date(dayStart(date, zone)).toISOString();
    expect(at('2026-11-26', 'Australia/Sydney')).toBe('2026-11-25T13:00:00.000Z');
    expect(at('2026-07-01', 'Australia/Sydney')).toBe('2026-06-30T14:00:00.000Z');
    // Clocks go forward at 2 am on Sunday 4 October 2026: that midnight is still standard time.
    expect(at('2026-10-04', 'Australia/Sydney')).toBe('2026-10-03T14:00:00.000Z');
    expect(at('2026-10-05', 'Australia/Sydney')).toBe('2026-10-04T13:00:00.000Z');
    // Clocks go back at 3 am on Sunday 5 April 2026.
    expect(at('2026-04-05', 'Australia/Sydney')).toBe('2026-04-04T13:00:00.000Z');
    expect(at('2026-04-06', 'Australia/Sydney')).toBe('2026-04-05T14:00:00.000Z');
    expect(at('2026-12-25', 'Pacific/Auckland')).toBe('2026-12-24T11:00:00.000Z');
    expect(at('2027-01-01', 'Australia/Perth')).toBe('2026-12-31T16:00:00.000Z');
    expect(at('2026-11-26', 'Australia/Adelaide')).toBe('2026-11-25T13:30:00.000Z');
  });

  it('steps to the next calendar date across months and years', () => {
    expect(nextDate('2026-11-30')).toBe('2026-12-01');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
  });
});

describe('nextPageBoundary, one rule at a time', () => {
  it('is the footer’s new year when nothing else is dated', () => {
    expect(iso(nextPageBoundary(plain(), [], NOW))).toBe(NEW_YEAR);
  });

  it('ends a promo card at the dealer’s midnight after its expiry, and starts one on its start day', () => {
    const card = plain();
    const promo = (start?: string, expiry?: string) => [
      { ...sample('kestrel-bay-subaru').promo_cards[0]!, start, expiry },
    ];
    expect(
      iso(nextPageBoundary({ ...card, promo_cards: promo(undefined, '2026-11-25') }, [], NOW)),
    ).toBe('2026-11-25T13:00:00.000Z');
    expect(iso(nextPageBoundary({ ...card, promo_cards: promo('2026-11-28') }, [], NOW))).toBe(
      '2026-11-27T13:00:00.000Z',
    );
    // Showing today only, until midnight; already over; open both ways.
    expect(
      iso(nextPageBoundary({ ...card, promo_cards: promo('2026-11-24', '2026-11-24') }, [], NOW)),
    ).toBe('2026-11-24T13:00:00.000Z');
    expect(
      iso(nextPageBoundary({ ...card, promo_cards: promo('2026-11-01', '2026-11-23') }, [], NOW)),
    ).toBe(NEW_YEAR);
    expect(iso(nextPageBoundary({ ...card, promo_cards: promo() }, [], NOW))).toBe(NEW_YEAR);
  });

  it('ends an offer at the dealer’s midnight after its expiry', () => {
    const offer = { ...sample('kestrel-bay-subaru').offers[0]!, expiry: '2026-12-02' };
    const open = { ...offer, expiry: undefined };
    expect(iso(nextPageBoundary({ ...plain(), offers: [open, offer] }, [], NOW))).toBe(
      '2026-12-02T13:00:00.000Z',
    );
    expect(
      iso(nextPageBoundary({ ...plain(), offers: [{ ...offer, expiry: '2026-11-20' }] }, [], NOW)),
    ).toBe(NEW_YEAR);
  });

  it('turns a special day into “Today” at its start and drops it at its end, in the location’s zone', () => {
    const dealer = plain();
    const withDays = (...dates: string[]) => ({
      ...dealer,
      locations: dealer.locations.map((l, i) =>
        i === 0
          ? {
              ...l,
              contact_detail: {
                ...l.contact_detail,
                special_hours: dates.map((date) => ({ date, status: 'Closed' as const })),
              },
            }
          : l,
      ),
    });
    expect(iso(nextPageBoundary(withDays('2026-12-25'), [], NOW))).toBe('2026-12-24T13:00:00.000Z');
    expect(iso(nextPageBoundary(withDays('2026-11-24'), [], NOW))).toBe('2026-11-24T13:00:00.000Z');
    expect(iso(nextPageBoundary(withDays('2026-11-20'), [], NOW))).toBe(NEW_YEAR);
  });

  it('drops the new-arrival tag just after 8 × 24 hours', () => {
    const car = { created_at: '2026-11-20T05:00:00.000Z' };
    expect(iso(nextPageBoundary(plain(), [car], NOW))).toBe('2026-11-28T05:00:00.001Z');
    expect(newArrivalEnds({ created_at: 'not a date' })).toBeNaN();
    expect(iso(nextPageBoundary(plain(), [{ created_at: 'not a date' }], NOW))).toBe(NEW_YEAR);
    expect(iso(nextPageBoundary(plain(), [{ created_at: '2026-11-01T00:00:00Z' }], NOW))).toBe(
      NEW_YEAR,
    );
  });

  it('is never the build’s own moment', () => {
    const car = { created_at: new Date(NOW.getTime() - 8 * 86_400_000 - 1).toISOString() };
    expect(iso(nextPageBoundary(plain(), [car], NOW))).toBe(NEW_YEAR);
    const exactly = { created_at: new Date(NOW.getTime() - 8 * 86_400_000).toISOString() };
    expect(iso(nextPageBoundary(plain(), [exactly], NOW))).toBe(
      new Date(NOW.getTime() + 1).toISOString(),
    );
  });
});

/** What the pages decide by date, through the rules the pages use. */
function decisions(dealer: Dealer, cars: { created_at: string }[], now: Date): unknown {
  const zone = timeZoneFor(
    primarySalesLocation(dealer.locations)?.address.state ?? '',
    dealer.country,
  );
  return {
    promos: activePromoCards(dealer.promo_cards, now, zone).map((c) => c.id),
    offers: activeOffers(dealer.offers, dealerToday(dealer, now)).map((o) => o.slug),
    holidays: dealer.locations.map((l) =>
      holidayRows(
        l.contact_detail.special_hours,
        now,
        timeZoneFor(l.address.state, dealer.country),
      ).map((r) => r.label),
    ),
    newArrivals: cars.map((car) => isNewArrival(car, now)),
    year: now.getFullYear(),
  };
}

describe('nextPageBoundary against the rules the pages use', () => {
  it('changes nothing before the boundary and something at it, for every sample dealer over four months', () => {
    const cars = Array.from({ length: 40 }, (_, i) => ({
      created_at: new Date(Date.parse('2026-11-10T03:17:00Z') + i * 61 * 3_600_000).toISOString(),
    }));
    for (const slug of [
      'kestrel-bay-subaru',
      'meridian-motor-group',
      'totara-motors',
      'ironbark-motorcycles',
    ]) {
      const dealer = sample(slug);
      let now = new Date('2026-11-15T00:00:00Z');
      let steps = 0;
      while (now < new Date('2027-04-01T00:00:00Z')) {
        const next = nextPageBoundary(dealer, cars, now);
        expect(next, slug).not.toBeNull();
        const before = new Date(next!.getTime() - 1);
        const here = decisions(dealer, cars, now);
        expect(decisions(dealer, cars, before), `${slug} before ${iso(next)}`).toEqual(here);
        expect(decisions(dealer, cars, next!), `${slug} at ${iso(next)}`).not.toEqual(here);
        now = next!;
        steps++;
      }
      expect(steps, slug).toBeGreaterThan(3);
    }
  });
});
