import { describe, expect, it } from 'vitest';
import { carJsonLd, type CarJsonLdContext } from '../../../src/lib/seo/index.ts';
import type { Car } from '../../../src/lib/stock/car.ts';
import { makeCar } from '../cars/make-car.ts';

const CONTEXT: CarJsonLdContext = {
  dealerName: 'Harbour Motors',
  dealerUrl: 'https://www.harbour.example.com.au/',
  currency: 'AUD',
  imageUrl: (src) => `/_img?src=${encodeURIComponent(src)}&w=1200&q=75`,
};
const CAR_URL = 'https://www.harbour.example.com.au/cars/2021-toyota-rav4-gxl-u1234';
const ld = (overrides: Partial<Car> = {}, context = CONTEXT) =>
  carJsonLd(makeCar(overrides), context) as Record<string, unknown>;
const offer = (overrides: Partial<Car> = {}, context = CONTEXT) =>
  ld(overrides, context)['offers'] as Record<string, unknown>;

describe('carJsonLd', () => {
  it('describes the car and its offer', () => {
    const photo = (n: number) => ({
      image: {
        url: `https://cdn.example.com/u1234/${n}.jpg`,
        thumb: { url: `https://cdn.example.com/u1234/${n}-t.jpg` },
      },
    });
    const car = makeCar({
      vin: 'JTMW43FV60D012345',
      images: [photo(1), photo(2)],
      photos_count: 2,
    });
    expect(carJsonLd(car, CONTEXT)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Toyota RAV4 GXL AXAH54R',
      url: CAR_URL,
      image: [
        'https://www.harbour.example.com.au/_img?src=https%3A%2F%2Fcdn.example.com%2Fu1234%2F1.jpg&w=1200&q=75',
        'https://www.harbour.example.com.au/_img?src=https%3A%2F%2Fcdn.example.com%2Fu1234%2F2.jpg&w=1200&q=75',
      ],
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'RAV4',
      vehicleModelDate: '2021',
      vehicleIdentificationNumber: 'JTMW43FV60D012345',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 48210, unitCode: 'KMT' },
      bodyType: 'SUV',
      fuelType: 'Hybrid (Petrol)',
      vehicleTransmission: 'CVT',
      color: 'Glacier White',
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: 39990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        url: CAR_URL,
        seller: {
          '@type': 'AutoDealer',
          '@id': 'https://www.harbour.example.com.au/#dealer',
          name: 'Harbour Motors',
          url: 'https://www.harbour.example.com.au/',
        },
      },
    });
  });

  it('makes the car page URL absolute whether or not the site URL ends in a slash', () => {
    expect(ld({}, { ...CONTEXT, dealerUrl: 'https://www.harbour.example.com.au' })['url']).toBe(
      CAR_URL,
    );
  });

  it('keeps an image URL that is already absolute', () => {
    const node = ld({}, { ...CONTEXT, imageUrl: (src) => src });
    expect(node['image']).toEqual(['https://cdn.example.com/u1234/1.jpg']);
  });

  it('leaves out the image of a car without photos (the not-found image is not the car)', () => {
    const notFound = {
      image: { url: '/media/not-found.svg', thumb: { url: '/media/not-found.svg' } },
    };
    expect(ld({ images: [notFound], photos_count: 0 })).not.toHaveProperty('image');
  });

  it('leaves out the VIN when the feed has none', () => {
    expect(ld({ vin: null })).not.toHaveProperty('vehicleIdentificationNumber');
    expect(ld({ vin: ' ' })).not.toHaveProperty('vehicleIdentificationNumber');
  });

  it('leaves out a colour, body, fuel or transmission the car has none of', () => {
    const node = ld({
      colour: null,
      body: '',
      simple_body: null,
      fuel: '',
      simple_fuel: null,
      transmission: '',
      simple_transmission: null,
    });
    for (const property of ['color', 'bodyType', 'fuelType', 'vehicleTransmission'])
      expect(node, property).not.toHaveProperty(property);
  });

  it('falls back to the simple body, fuel and transmission', () => {
    const node = ld({ body: '', fuel: '', transmission: '' });
    expect([node['bodyType'], node['fuelType'], node['vehicleTransmission']]).toEqual([
      'SUV',
      'Hybrid',
      'Automatic',
    ]);
  });

  it('states the odometer in kilometres even when the car reads miles', () => {
    expect(ld({ km: 19867, odometer_unit: 'mi' })['mileageFromOdometer']).toEqual({
      '@type': 'QuantitativeValue',
      value: 19867,
      unitCode: 'KMT',
    });
  });

  it.each([
    ['new', 'https://schema.org/NewCondition'],
    ['demo', 'https://schema.org/UsedCondition'],
    ['used', 'https://schema.org/UsedCondition'],
  ] as const)('a %s car is in %s', (car_type, condition) => {
    expect(ld({ car_type })['itemCondition']).toBe(condition);
  });

  it('prices the offer in the dealer currency', () => {
    expect(offer({}, { ...CONTEXT, currency: 'NZD' })['priceCurrency']).toBe('NZD');
  });

  it('offers the drive-away price the page leads with when the price leaves on-road costs out', () => {
    expect(offer({ price: 41990, price_type: 'plus_orc', drive_away_price: 45990 })['price']).toBe(45990);
  });

  it('offers the stated price when the feed gives no drive-away price', () => {
    expect(offer({ price: 41990, price_type: 'plus_orc', drive_away_price: null })['price']).toBe(41990);
  });

  it('names no price for a car on price application', () => {
    expect(offer({ price: 0 })).not.toHaveProperty('price');
    expect(offer({ price: 0 })['priceCurrency']).toBe('AUD');
  });

  it.each([
    ['in stock', {}, 'https://schema.org/InStock'],
    ['sold', { sold: true }, 'https://schema.org/SoldOut'],
    ['reserved', { reserved: true }, 'https://schema.org/Reserved'],
    ['coming soon', { status: 'coming_soon' }, 'https://schema.org/PreOrder'],
  ] as const)('a car %s is offered %s', (_name, overrides, availability) => {
    expect(offer(overrides)['availability']).toBe(availability);
  });

  it('a sold car is sold out, whatever else it was', () => {
    expect(offer({ sold: true, reserved: true, status: 'coming_soon' })['availability']).toBe(
      'https://schema.org/SoldOut',
    );
  });

  it('a reserved car that is coming soon is reserved', () => {
    expect(offer({ reserved: true, status: 'coming_soon' })['availability']).toBe(
      'https://schema.org/Reserved',
    );
  });
});
