import { describe, expect, it } from 'vitest';
import {
  favouritesStorageKey,
  parseSavedCar,
  parseSavedCars,
  serialiseSavedCars,
} from '../../../src/lib/favourites/storage.ts';
import { savedCar, savedCars } from './fixtures.ts';

describe('favouritesStorageKey', () => {
  it('is per site', () => {
    expect(favouritesStorageKey('kestrel-bay-subaru')).toBe(
      'forecourt:kestrel-bay-subaru:favourites',
    );
    expect(favouritesStorageKey('totara-motors')).not.toBe(
      favouritesStorageKey('kestrel-bay-subaru'),
    );
  });
});

describe('parseSavedCars', () => {
  it('round-trips what serialiseSavedCars wrote', () => {
    const list = savedCars(3, 1, 2);
    expect(parseSavedCars(serialiseSavedCars(list))).toEqual(list);
  });

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['not JSON', '{oops'],
    ['truncated JSON', '[{"id":1,"slug":"a","name":'],
    ['an object', '{"id":1,"slug":"a","name":"A"}'],
    ['a string', '"cars"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s storage as an empty list', (_label, raw) => {
    expect(parseSavedCars(raw)).toEqual([]);
  });

  it('drops entries that cannot stand for a car and keeps the rest in order', () => {
    const raw = JSON.stringify([
      savedCar(1),
      null,
      'car',
      42,
      [],
      { slug: 'no-id', name: 'No id' },
      { id: '2', slug: 'string-id', name: 'String id' },
      { id: 3.5, slug: 'fraction', name: 'Fraction' },
      { id: 4, name: 'No slug' },
      { id: 5, slug: 'blank-name', name: '  ' },
      savedCar(6),
    ]);
    expect(parseSavedCars(raw).map((car) => car.id)).toEqual([1, 6]);
  });

  it('keeps the first of repeated ids', () => {
    const raw = JSON.stringify([savedCar(1), savedCar(2), savedCar(1, { name: 'Later copy' })]);
    const list = parseSavedCars(raw);
    expect(list.map((car) => car.id)).toEqual([1, 2]);
    expect(list[0]?.name).toBe('Car 1');
  });
});

describe('parseSavedCar', () => {
  it('fills fields an older version did not store', () => {
    expect(parseSavedCar({ id: 9, slug: 'old', name: 'Old snapshot' })).toEqual({
      id: 9,
      slug: 'old',
      name: 'Old snapshot',
      year: null,
      make: '',
      model: '',
      badge: '',
      series: '',
      price: 0,
      price_type: null,
      km: null,
      car_type: null,
      simple_body: null,
      simple_transmission: null,
      simple_fuel: null,
      colour: null,
      engine: null,
      drive_type: null,
      seats: null,
      doors: null,
      stocknum: '',
      primary_image_url: '',
      location_name: '',
      dealership_id: null,
      status: 'in_stock',
      sold: false,
      reserved: false,
    });
  });

  it('reads fields of the wrong type as unknown', () => {
    const car = parseSavedCar({
      id: 9,
      slug: 'x',
      name: 'X',
      year: '2020',
      price: -5,
      km: Number.NaN,
      price_type: 'cheap',
      car_type: 'vintage',
      colour: 7,
      seats: 'five',
      sold: 'yes',
      reserved: 1,
      status: 'gone',
      dealership_id: -1,
    });
    expect(car).toMatchObject({
      year: null,
      price: 0,
      km: null,
      price_type: null,
      car_type: null,
      colour: null,
      seats: null,
      sold: false,
      reserved: false,
      status: 'in_stock',
      dealership_id: null,
    });
  });

  it('keeps the valid enumerations', () => {
    const car = parseSavedCar({
      id: 1,
      slug: 's',
      name: 'N',
      price_type: 'plus_orc',
      car_type: 'demo',
      status: 'coming_soon',
      sold: true,
    });
    expect(car).toMatchObject({
      price_type: 'plus_orc',
      car_type: 'demo',
      status: 'coming_soon',
      sold: true,
    });
  });

  it('reads a body, transmission, fuel or drive outside the summary types as unknown', () => {
    const car = parseSavedCar({
      id: 1,
      slug: 's',
      name: 'N',
      simple_body: 'SUV',
      simple_transmission: 'CVT',
      simple_fuel: 'Steam',
      drive_type: '6WD',
    });
    expect(car).toMatchObject({
      simple_body: null,
      simple_transmission: null,
      simple_fuel: null,
      drive_type: null,
    });
    const known = parseSavedCar({
      id: 1,
      slug: 's',
      name: 'N',
      simple_body: 'adventure',
      simple_transmission: 'Manual',
      simple_fuel: 'Plug-in Hybrid',
      drive_type: '4WD',
    });
    expect(known).toMatchObject({
      simple_body: 'adventure',
      simple_transmission: 'Manual',
      simple_fuel: 'Plug-in Hybrid',
      drive_type: '4WD',
    });
  });

  it('trims text and treats blank optional text as unknown', () => {
    const car = parseSavedCar({ id: 1, slug: ' s ', name: ' N ', colour: '   ', engine: ' 2.0L ' });
    expect(car).toMatchObject({ slug: 's', name: 'N', colour: null, engine: '2.0L' });
  });

  it('ignores unknown keys', () => {
    expect(parseSavedCar({ ...savedCar(1), extra: 'field' })).toEqual(savedCar(1));
  });
});
