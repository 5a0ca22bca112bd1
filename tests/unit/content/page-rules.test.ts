import { describe, expect, it } from 'vitest';
import {
  EV_CHARGING_FAQS,
  FINANCE_STEPS,
  GENERAL_FAQS,
  TRADE_IN_FAQS,
  activeOffers,
  dealerToday,
  dealerVehicleKind,
  electrifiedModels,
  vehicleWords,
  electrifiedStock,
  financeProviderText,
  financeRates,
  fuelSearchHref,
  hasSpecialOffers,
  pageFaqs,
} from '../../../src/lib/content/index.ts';
import { dealer, locationJson, models } from './fixtures.ts';

describe('finance', () => {
  it('has the spec three steps in order', () => {
    expect(FINANCE_STEPS.map((s) => s.title)).toEqual([
      'Fill in the contact form',
      'Our finance team contacts you',
      'Purchase your car',
    ]);
  });

  it('shows rates only with a comparison rate', () => {
    const finance = {
      text_style: 'default',
      rate: 6.99,
      comparison_rate: 7.5,
      term_years: 5,
      deposit_percent: 0,
      balloon_percent: 0,
      disclaimer: 'Estimate only.',
    } as const;
    expect(financeRates(finance)).toEqual({
      rate: '6.99% p.a.',
      comparisonRate: '7.50% p.a.',
      termYears: 5,
      disclaimer: 'Estimate only.',
    });
    const { comparison_rate: _, ...noComparison } = finance;
    expect(financeRates(noComparison)).toBeNull();
    expect(financeRates(undefined)).toBeNull();
  });

  it('names the provider, or the dealer for manual finance', () => {
    expect(financeProviderText({ finance_provider: 'Taurus', name: 'Kestrel' })).toBe(
      'Finance is arranged through our partner Taurus.',
    );
    expect(financeProviderText({ finance_provider: 'Manual', name: 'Kestrel' })).toBe(
      'Finance is arranged by the Kestrel finance team.',
    );
  });
});

describe('FAQs', () => {
  it('says the online estimate is generally unavailable past 7 years or 100,000 km', () => {
    const answer = TRADE_IN_FAQS.map((f) => f.answer).join(' ');
    expect(answer).toMatch(
      /generally unavailable for cars over 7 years old or with more than 100,000 km/,
    );
  });

  it("uses the dealer's questions, else the general set", () => {
    const own = [{ question: 'Q?', answer: 'A.' }];
    expect(pageFaqs(own)).toBe(own);
    expect(pageFaqs([])).toBe(GENERAL_FAQS);
    expect(EV_CHARGING_FAQS.length).toBeGreaterThan(2);
  });
});

describe('electric guide', () => {
  it('picks electric and hybrid models by position', () => {
    const list = models([
      { name: 'Forester Hybrid', fuel: 'Hybrid', position: 3 },
      { name: 'Outback', fuel: 'Petrol', position: 1 },
      { name: 'Solterra', fuel: 'Electric', position: 2 },
      { name: 'XV e-Boxer', fuel: 'Petrol/Electric Hybrid', position: 4 },
    ]);
    expect(electrifiedModels(list).map((m) => m.name)).toEqual([
      'Solterra',
      'Forester Hybrid',
      'XV e-Boxer',
    ]);
  });

  it('counts available electrified stock per fuel with refined search links', () => {
    const cars = [
      { simple_fuel: 'Hybrid', sold: false },
      { simple_fuel: 'Hybrid', sold: false },
      { simple_fuel: 'Hybrid', sold: true },
      { simple_fuel: 'Electric', sold: false },
      { simple_fuel: 'Petrol', sold: false },
      { simple_fuel: null, sold: false },
    ] as const;
    expect(electrifiedStock(cars, '/search/new-used-and-demo-cars')).toEqual([
      {
        fuel: 'Electric',
        count: 1,
        href: '/search/new-used-and-demo-cars?refinementList[simple_fuel][0]=Electric',
      },
      {
        fuel: 'Hybrid',
        count: 2,
        href: '/search/new-used-and-demo-cars?refinementList[simple_fuel][0]=Hybrid',
      },
    ]);
  });

  it('encodes the fuel in search links', () => {
    expect(fuelSearchHref('/search', 'Plug-in Hybrid')).toBe(
      '/search?refinementList[simple_fuel][0]=Plug-in%20Hybrid',
    );
  });
});

describe('offers', () => {
  const offers = dealer({
    offers: [
      { slug: 'a', title: 'A', summary: 's' },
      { slug: 'b', title: 'B', summary: 's', expiry: '2026-11-19' },
      { slug: 'c', title: 'C', summary: 's', expiry: '2026-11-20' },
    ],
  }).offers;

  it('keeps offers without expiry or expiring today or later', () => {
    expect(activeOffers(offers, '2026-11-20').map((o) => o.slug)).toEqual(['a', 'c']);
    expect(
      hasSpecialOffers(
        offers.filter((o) => o.slug === 'b'),
        '2026-11-20',
      ),
    ).toBe(false);
    expect(hasSpecialOffers([], '2026-11-20')).toBe(false);
  });

  it("dates 'today' in the dealer's own time zone", () => {
    const now = new Date('2026-11-19T14:30:00Z');
    expect(dealerToday(dealer(), now)).toBe('2026-11-20');
    const perth = dealer({
      locations: [
        locationJson({
          address: {
            street: '1 Hay St',
            city: 'Perth',
            state: 'WA',
            postcode: '6000',
            lat: -31.9,
            lng: 115.8,
          },
        }),
      ],
    });
    expect(dealerToday(perth, now)).toBe('2026-11-19');
  });
});

describe('vehicle words', () => {
  it("follows generated stock's kind", () => {
    const bikes = dealer({
      stock: { generate: { seed: 's', count: 1, vehicle_kind: 'motorcycle' } },
    });
    expect(dealerVehicleKind(bikes, [])).toBe('motorcycle');
    expect(vehicleWords(dealerVehicleKind(bikes, []))).toEqual({
      singular: 'motorcycle',
      plural: 'motorcycles',
    });
    expect(dealerVehicleKind(dealer(), [{ vehicle_kind: 'motorcycle' }])).toBe('car');
  });

  it('takes what most feed vehicles are', () => {
    const feed = dealer({ stock: { file: 'stock.json' } });
    expect(
      dealerVehicleKind(feed, [
        { vehicle_kind: 'motorcycle' },
        { vehicle_kind: 'motorcycle' },
        { vehicle_kind: 'car' },
      ]),
    ).toBe('motorcycle');
    expect(dealerVehicleKind(feed, [{ vehicle_kind: 'motorcycle' }, { vehicle_kind: 'car' }])).toBe(
      'car',
    );
    expect(dealerVehicleKind(feed, [])).toBe('car');
  });
});
