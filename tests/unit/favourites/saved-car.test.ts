import { describe, expect, it } from 'vitest';
import { carSummary } from '../../../src/lib/cars/car-summary.ts';
import { savedCarStatus, toSavedCar } from '../../../src/lib/favourites/saved-car.ts';
import { fullCar } from './fixtures.ts';

describe('toSavedCar', () => {
  it('keeps exactly the fields the bar, saved page and compare table need', () => {
    expect(toSavedCar(fullCar())).toEqual({
      id: 101,
      slug: '2023-toyota-rav4-gxl-u101',
      name: '2023 Toyota RAV4 GXL',
      year: 2023,
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GXL',
      series: 'AXAH54R',
      price: 29490,
      price_type: 'drive_away',
      km: 27534,
      car_type: 'used',
      simple_body: 'suv',
      simple_transmission: 'Automatic',
      simple_fuel: 'Hybrid',
      colour: 'Red Mica',
      engine: '2.5L 4cyl Hybrid',
      drive_type: 'FWD',
      seats: 5,
      doors: 5,
      stocknum: 'U101',
      primary_image_url: '/media/stock/suv-red-side.svg',
      location_name: 'Kestrel Bay - Sales',
      dealership_id: 210,
      status: 'in_stock',
      sold: false,
      reserved: false,
    });
  });

  it('leaves out the heavy parts of a car (images, description, processors)', () => {
    const keys = Object.keys(toSavedCar(fullCar()));
    for (const heavy of [
      'images',
      'thumbnails',
      'description',
      'payment_processors',
      'filtered_features',
      'location',
    ]) {
      expect(keys).not.toContain(heavy);
    }
  });

  it('accepts a search hit with only id, slug and name, filling unknowns with null', () => {
    const car = toSavedCar({ id: 7, slug: 'hit-7', name: '2020 Mazda CX-5' });
    expect(car).toMatchObject({
      id: 7,
      slug: 'hit-7',
      name: '2020 Mazda CX-5',
      year: null,
      make: '',
      price: 0,
      price_type: null,
      km: null,
      car_type: null,
      colour: null,
      engine: null,
      seats: null,
      doors: null,
      stocknum: '',
      primary_image_url: '',
      dealership_id: null,
      status: 'in_stock',
      sold: false,
      reserved: false,
    });
  });

  it('snapshots a car summary or a search hit, taking the location name from location', () => {
    const { engine: _engine, ...hit } = carSummary(fullCar());
    expect(toSavedCar(carSummary(fullCar()))).toEqual(toSavedCar(fullCar()));
    expect(toSavedCar({ ...hit, stocknum: null })).toMatchObject({
      location_name: 'Kestrel Bay - Sales',
      engine: null,
      stocknum: '',
    });
  });

  it('reads null fields of a hit as unknown', () => {
    const car = toSavedCar({
      id: 7,
      slug: 'hit-7',
      name: 'x',
      colour: null,
      seats: null,
      km: null,
      year: null,
    });
    expect([car.colour, car.seats, car.km, car.year]).toEqual([null, null, null, null]);
  });

  it('keeps sold, reserved and coming soon', () => {
    const car = toSavedCar(fullCar({ sold: true, reserved: true, status: 'coming_soon' }));
    expect([car.sold, car.reserved, car.status]).toEqual([true, true, 'coming_soon']);
  });
});

describe('savedCarStatus', () => {
  const base = { sold: false, reserved: false, status: 'in_stock' as const };
  it('is null for an available car', () => expect(savedCarStatus(base)).toBeNull());
  it('says Sold first', () =>
    expect(savedCarStatus({ ...base, sold: true, reserved: true })).toBe('Sold'));
  it('says Reserved', () => expect(savedCarStatus({ ...base, reserved: true })).toBe('Reserved'));
  it('says Coming Soon', () =>
    expect(savedCarStatus({ ...base, status: 'coming_soon' })).toBe('Coming Soon'));
});
