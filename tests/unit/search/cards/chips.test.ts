import { describe, expect, it } from 'vitest';
import { carSummary } from '../../../../src/lib/cars/car-summary.ts';
import { DEFAULT_CHIP_ATTRIBUTES, cardChips } from '../../../../src/lib/search/cards/index.ts';
import { makeCar } from '../../cars/make-car.ts';

describe('cardChips', () => {
  it('defaults to car type, body, km, transmission, stock number', () => {
    expect(DEFAULT_CHIP_ATTRIBUTES).toEqual([
      'car_type',
      'simple_body',
      'km',
      'simple_transmission',
      'stocknum',
    ]);
    expect(cardChips(makeCar())).toEqual([
      { attribute: 'car_type', label: 'Used' },
      { attribute: 'simple_body', label: 'SUV' },
      { attribute: 'km', label: '48K km' },
      { attribute: 'simple_transmission', label: 'Automatic' },
      { attribute: 'stocknum', label: 'Stock #U1234' },
    ]);
  });

  it("labels used cars 'Pre-Owned' when the dealer does", () => {
    expect(cardChips(makeCar(), { usedLabel: 'Pre-Owned' })[0]?.label).toBe('Pre-Owned');
    expect(cardChips(makeCar({ car_type: 'new' }), { usedLabel: 'Pre-Owned' })[0]?.label).toBe(
      'New',
    );
    expect(cardChips(makeCar({ car_type: 'demo' }))[0]?.label).toBe('Demo');
  });

  it.each([
    ['suv', 'SUV'],
    ['peopleMover', 'People Mover'],
    ['cabChassis', 'Cab Chassis'],
    ['lightTruck', 'Light Truck'],
    ['hatchback', 'Hatchback'],
    ['offRoad', 'Off Road'],
  ] as const)('body %s reads %s', (simple_body, label) => {
    expect(cardChips(makeCar({ simple_body }), { attributes: ['simple_body'] })).toEqual([
      { attribute: 'simple_body', label },
    ]);
  });

  it('leaves out unknown values instead of showing empty chips', () => {
    const car = makeCar({ simple_body: null, simple_transmission: null, stocknum: '  ' });
    expect(cardChips(car).map((c) => c.attribute)).toEqual(['car_type', 'km']);
  });

  it('shows no stock chip for a search hit without a stock number', () => {
    const hit = { ...carSummary(makeCar()), stocknum: null };
    expect(cardChips(hit).map((c) => c.attribute)).not.toContain('stocknum');
  });

  it('shows 0 km for a new car', () => {
    expect(cardChips(makeCar({ car_type: 'new', km: 0 }), { attributes: ['km'] })).toEqual([
      { attribute: 'km', label: '0 km' },
    ]);
  });

  it('follows a configured list, in its order, each attribute once', () => {
    const car = makeCar({ price: 19_500, year: 2021, simple_fuel: 'Diesel' });
    expect(cardChips(car, { attributes: ['price', 'year', 'simple_fuel', 'year'] })).toEqual([
      { attribute: 'price', label: 'From $20K' },
      { attribute: 'year', label: '2021' },
      { attribute: 'simple_fuel', label: 'Diesel' },
    ]);
  });

  it('no price chip for price on application, nor fuel chip without a fuel', () => {
    expect(
      cardChips(makeCar({ price: 0, simple_fuel: null }), { attributes: ['price', 'simple_fuel'] }),
    ).toEqual([]);
  });

  it('an empty list shows no chips', () => {
    expect(cardChips(makeCar(), { attributes: [] })).toEqual([]);
  });
});
