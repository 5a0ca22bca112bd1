import { describe, expect, it } from 'vitest';
import {
  iconRowFacts,
  odometerText,
  specificationRows,
  type SpecificationOptions,
} from '../../../src/lib/cars/index.ts';
import type { Car } from '../../../src/lib/stock/car.ts';
import { makeCar } from './make-car.ts';

const AU: SpecificationOptions = { usedLabel: 'Used', locale: 'en-AU' };
const rows = (overrides: Partial<Car>, options = AU) =>
  specificationRows(makeCar(overrides), options);
const value = (label: string, overrides: Partial<Car>, options = AU) =>
  rows(overrides, options).find((row) => row.label === label)?.value;
const labels = (overrides: Partial<Car>) => rows(overrides).map((row) => row.label);

describe('specificationRows', () => {
  it('lists every fact of a fully described car, in reading order', () => {
    const car = { rego: 'ABC12D', vin: 'JTMW43FV60D012345', doors: 5, seats: 7 };
    expect(rows(car)).toEqual([
      { label: 'Condition', value: 'Used' },
      { label: 'Year', value: '2021' },
      { label: 'Make', value: 'Toyota' },
      { label: 'Model', value: 'RAV4' },
      { label: 'Badge', value: 'GXL' },
      { label: 'Series', value: 'AXAH54R' },
      { label: 'Body', value: 'SUV' },
      { label: 'Transmission', value: 'CVT' },
      { label: 'Drive type', value: 'AWD' },
      { label: 'Engine', value: '2.5L 4cyl Hybrid' },
      { label: 'Fuel', value: 'Hybrid (Petrol)' },
      { label: 'Colour', value: 'Glacier White' },
      { label: 'Doors', value: '5' },
      { label: 'Seats', value: '7' },
      { label: 'Odometer', value: '48,210 km' },
      { label: 'Registration', value: 'ABC12D' },
      { label: 'VIN', value: 'JTMW43FV60D012345' },
      { label: 'Stock number', value: 'U1234' },
      { label: 'Location', value: 'Harbour Used Cars' },
    ]);
  });

  it.each([
    ['new', 'New'],
    ['demo', 'Demo'],
    ['used', 'Used'],
  ] as const)('a %s car reads %s', (car_type, condition) => {
    expect(value('Condition', { car_type })).toBe(condition);
  });

  it("a used car takes the dealer's used label", () => {
    expect(value('Condition', { car_type: 'used' }, { ...AU, usedLabel: 'Pre-Owned' })).toBe(
      'Pre-Owned',
    );
    expect(value('Condition', { car_type: 'new' }, { ...AU, usedLabel: 'Pre-Owned' })).toBe('New');
  });

  it("shows the dealer's body wording, else the simple body's name", () => {
    expect(value('Body', { body: 'Dual Cab Pick-up', simple_body: 'ute' })).toBe(
      'Dual Cab Pick-up',
    );
    expect(value('Body', { body: '', simple_body: 'peopleMover' })).toBe('People Mover');
    expect(value('Body', { body: ' ', simple_body: null })).toBeUndefined();
  });

  it("shows the dealer's transmission wording, else the simple transmission", () => {
    expect(value('Transmission', { transmission: '' })).toBe('Automatic');
    expect(value('Transmission', { transmission: '', simple_transmission: null })).toBeUndefined();
  });

  it("shows the dealer's fuel wording, else the simple fuel", () => {
    expect(value('Fuel', { fuel: '' })).toBe('Hybrid');
    expect(value('Fuel', { fuel: '', simple_fuel: null })).toBeUndefined();
  });

  it.each([
    ['Badge', { badge: '' }],
    ['Series', { series: '  ' }],
    ['Drive type', { drive_type: null }],
    ['Engine', { engine: null }],
    ['Colour', { colour: null }],
    ['Doors', { doors: null }],
    ['Seats', { seats: null }],
    ['Registration', { rego: null }],
    ['VIN', { vin: null }],
    ['Stock number', { stocknum: '' }],
    ['Location', { location_name: '' }],
  ] as const)('leaves out %s when it has no value', (label, overrides) => {
    expect(labels(overrides)).not.toContain(label);
    expect(labels({ rego: 'ABC12D', vin: 'JTM1' })).toContain(label);
  });

  it('leaves out doors and seats of 0, which a motorcycle feed writes', () => {
    const shown = labels({ doors: 0, seats: 0 });
    expect(shown).not.toContain('Doors');
    expect(shown).not.toContain('Seats');
  });

  it('collapses whitespace in the values it shows', () => {
    expect(value('Engine', { engine: ' 2.0L   Turbo ' })).toBe('2.0L Turbo');
  });

  it('groups the odometer in the locale', () => {
    expect(value('Odometer', { km: 1234567 })).toBe('1,234,567 km');
    expect(value('Odometer', { km: 1234567 }, { ...AU, locale: 'en-NZ' })).toBe('1,234,567 km');
    expect(value('Odometer', { km: 1234567 }, { ...AU, locale: 'de-DE' })).toBe('1.234.567 km');
  });

  it('shows a new car with nothing on the odometer as 0 km', () => {
    expect(value('Odometer', { km: 0, car_type: 'new' })).toBe('0 km');
  });

  it('converts the stored kilometres back for an odometer that reads miles', () => {
    // The stock adapter stored 12,345 mi as 19,867 km.
    expect(value('Odometer', { km: 19867, odometer_unit: 'mi' })).toBe('12,345 mi');
  });
});

describe('iconRowFacts', () => {
  it('gives kms, transmission and body, short enough to sit under an icon', () => {
    expect(iconRowFacts(makeCar({ km: 12345 }))).toEqual([
      { id: 'km', label: 'Odometer', value: '12,345 km' },
      { id: 'transmission', label: 'Transmission', value: 'Automatic' },
      { id: 'body', label: 'Body', value: 'SUV' },
    ]);
  });

  it("falls back to the dealer's transmission wording", () => {
    const facts = iconRowFacts(
      makeCar({ simple_transmission: null, transmission: '6 Speed Manual' }),
    );
    expect(facts.find((f) => f.id === 'transmission')?.value).toBe('6 Speed Manual');
  });

  it("falls back to the dealer's body wording", () => {
    const facts = iconRowFacts(makeCar({ simple_body: null, body: 'Cab Chassis' }));
    expect(facts.find((f) => f.id === 'body')?.value).toBe('Cab Chassis');
  });

  it('leaves out a transmission or body the car has none of', () => {
    const car = makeCar({
      simple_transmission: null,
      transmission: ' ',
      simple_body: null,
      body: '',
    });
    expect(iconRowFacts(car).map((f) => f.id)).toEqual(['km']);
  });

  it('reads miles for an odometer that reads miles', () => {
    expect(odometerText(makeCar({ km: 19867, odometer_unit: 'mi' }))).toBe('12,345 mi');
    expect(iconRowFacts(makeCar({ km: 19867, odometer_unit: 'mi' }))[0]?.value).toBe('12,345 mi');
  });
});
