import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Finance } from '../../../../src/lib/config/index.ts';
import {
  CARD_IMAGE_SIZES,
  ENQUIRE_FOR_PRICE,
  cardImage,
  cardPrice,
  cardTitle,
  searchCardView,
  type CardViewCar,
  type CardViewSettings,
} from '../../../../src/lib/search/cards/view-model.ts';
import type { CarHit } from '../../../../src/lib/search/engine/hit.ts';
import { makeCar } from '../../cars/make-car.ts';
import { ROUTE } from '../../cars/route.ts';

const FINANCE: Finance = {
  text_style: 'default',
  rate: 6.99,
  comparison_rate: 7.64,
  term_years: 5,
  deposit_percent: 0,
  balloon_percent: 0,
  disclaimer: 'Estimates only.',
};

const SETTINGS: CardViewSettings = {
  now: new Date('2026-05-01T00:00:00Z'),
  options: { tag_overrides: {}, fuel_tags: false, used_label: 'Used', online_buying: false },
  finance: FINANCE,
  route: ROUTE,
};

describe('cardPrice', () => {
  it('shows the price with its type label', () => {
    expect(cardPrice({ price: 29490, price_type: 'drive_away' })).toEqual({
      amount: '$29,490',
      label: 'Drive Away',
      onApplication: false,
    });
    expect(cardPrice({ price: 29490, price_type: 'excl_govt_charges' }).label).toBe(
      'Excl. Govt. Charges',
    );
    expect(cardPrice({ price: 29490, price_type: 'plus_orc' }).label).toBe('+ ORC');
  });

  it('price 0 is price on application, with enquire for price in place of the type', () => {
    expect(cardPrice({ price: 0, price_type: 'plus_orc' })).toEqual({
      amount: 'Price on application',
      label: ENQUIRE_FOR_PRICE,
      onApplication: true,
    });
    expect(cardPrice({ price: -5, price_type: 'drive_away' }).onApplication).toBe(true);
  });
});

describe('cardTitle', () => {
  it('year make model, then badge and series', () => {
    expect(cardTitle(makeCar())).toEqual({
      heading: '2021 Toyota RAV4',
      subheading: 'GXL AXAH54R',
    });
  });

  it('leaves out blanks and a series that repeats the badge', () => {
    expect(cardTitle(makeCar({ badge: '', series: ' MY24 ' })).subheading).toBe('MY24');
    expect(cardTitle(makeCar({ badge: 'GXL', series: 'GXL' })).subheading).toBe('GXL');
    expect(cardTitle(makeCar({ badge: ' ', series: '' })).subheading).toBe('');
    expect(cardTitle(makeCar({ year: 0 })).heading).toBe('Toyota RAV4');
  });
});

describe('cardImage', () => {
  it('a raster photo gets a sized src and a srcset, 4:3, alt = car name', () => {
    const image = cardImage(makeCar());
    expect(image.src).toBe('https://cdn.example.com/u1234/1.jpg?w=800&q=75');
    expect(image.srcSet?.split(', ')).toHaveLength(5);
    expect(image.srcSet).toContain('https://cdn.example.com/u1234/1.jpg?w=320&q=75 320w');
    expect(image.sizes).toBe(CARD_IMAGE_SIZES);
    expect(image.width / image.height).toBeCloseTo(4 / 3);
    expect(image.alt).toBe('2021 Toyota RAV4 GXL');
  });

  it('vectors and a missing photo pass through without a srcset', () => {
    const svg = cardImage(makeCar({ primary_image_url: '/media/stock/suv-red-side.svg' }));
    expect(svg).toMatchObject({ src: '/media/stock/suv-red-side.svg' });
    expect(svg.srcSet).toBeUndefined();
    expect(cardImage(makeCar({ primary_image_url: '' })).src).toBe('/media/not-found.svg');
  });

  it('site-path photos load from the image service when one is set', () => {
    const image = cardImage(
      makeCar({ primary_image_url: '/media/u1.jpg' }),
      'https://img.example.com',
    );
    expect(image.src).toBe('https://img.example.com/media/u1.jpg?w=800&q=75');
  });
});

describe('searchCardView', () => {
  it('an available car: link, chips, price, weekly strip, location and the full button row', () => {
    const view = searchCardView(makeCar(), SETTINGS);
    expect(view.href).toBe('/cars/2021-toyota-rav4-gxl-u1234');
    expect(view.chips.map((c) => c.label)).toEqual([
      'Used',
      'SUV',
      '48K km',
      'Automatic',
      'Stock #U1234',
    ]);
    expect(view.finance?.text).toMatch(/^\$\d+\/wk\*$/);
    expect(view.financeRow).toBe(true);
    expect(view.location).toBe('Harbour Used Cars');
    expect(view.buttons.map((b) => b.id)).toEqual([
      'enquire',
      'finance',
      'details',
      'reserve',
      'trade-in',
    ]);
    expect(view.tags).toEqual([]);
    expect(view.sold).toBe(false);
  });

  it('a sold car: SOLD tag, Find Me Something Similar, no weekly estimate', () => {
    const view = searchCardView(makeCar({ sold: true }), SETTINGS);
    expect(view.tags.map((t) => t.label)).toEqual(['SOLD']);
    expect(view.finance).toBeNull();
    expect(view.financeRow).toBe(true);
    expect(view.buttons[0]?.label).toBe('Find Me Something Similar');
    expect(view.sold).toBe(true);
  });

  it('tags use the clock, the overrides and the fuel-tag setting it is given', () => {
    const car = makeCar({ created_at: '2026-04-01T00:00:00Z', tag: 'Runout Sale' });
    const settings: CardViewSettings = {
      ...SETTINGS,
      now: new Date('2026-04-05T00:00:00Z'),
      options: { ...SETTINGS.options, tag_overrides: { 'Runout Sale': 'Runout' }, fuel_tags: true },
    };
    expect(searchCardView(car, settings).tags.map((t) => t.label)).toEqual([
      'NEW ARRIVAL',
      'Runout',
      'HYBRID',
    ]);
    const later = { ...settings, now: new Date('2026-05-01T00:00:00Z') };
    expect(searchCardView(car, later).tags.map((t) => t.label)).toEqual(['Runout', 'HYBRID']);
  });

  it('no strip for price on application; no strip row without a comparison rate', () => {
    const poa = searchCardView(makeCar({ price: 0 }), SETTINGS);
    expect(poa.finance).toBeNull();
    expect(poa.financeRow).toBe(true);
    const { comparison_rate: _unused, ...withoutRate } = FINANCE;
    const none = searchCardView(makeCar(), { ...SETTINGS, finance: withoutRate });
    expect(none.finance).toBeNull();
    expect(none.financeRow).toBe(false);
    expect(searchCardView(makeCar(), { ...SETTINGS, finance: undefined }).financeRow).toBe(false);
  });

  it('drops the department from the location name and honours the chip list and labels', () => {
    const car = makeCar({
      location: { id: 1, name: 'Meridian Mazda - Sales', slug: 'm', phone: '' },
    });
    const view = searchCardView(car, {
      ...SETTINGS,
      options: { ...SETTINGS.options, used_label: 'Pre-Owned', online_buying: true },
      chips: ['car_type', 'simple_fuel'],
      tradeInLabel: 'Value My Trade',
    });
    expect(view.location).toBe('Meridian Mazda');
    expect(view.chips.map((c) => c.label)).toEqual(['Pre-Owned', 'Hybrid']);
    expect(view.buttons.find((b) => b.id === 'reserve')?.href).toMatch(/\/buy-online$/);
    expect(view.buttons.at(-1)?.label).toBe('Value My Trade');
  });

  it('takes a search hit as it comes from the index (no stock number, keyless processors)', () => {
    expectTypeOf<CarHit>().toExtend<CardViewCar>();
    const { images: _images, payment_processors: _keys, ...car } = makeCar();
    const hit: CarHit = {
      ...car,
      objectID: '4242',
      stocknum: null,
      location: { id: 12, name: 'Harbour Used Cars', phone: '02 4900 2222' },
      payment_processors: [{ authorization_type: 'stripe', deposit_amount: 500 }],
    };
    const view = searchCardView(hit, SETTINGS);
    expect(view.chips.map((c) => c.attribute)).not.toContain('stocknum');
    expect(view.buttons.map((b) => b.id)).toContain('reserve');
  });
});
