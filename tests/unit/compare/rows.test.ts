import { describe, expect, it } from 'vitest';
import { COMPARE_ATTRIBUTES, compareRows, compareValue } from '../../../src/lib/compare/rows.ts';
import { savedCar } from '../favourites/fixtures.ts';

const row = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((r) => r.key === key);

describe('COMPARE_ATTRIBUTES', () => {
  it('lists each attribute once, price first and stock number last', () => {
    const keys = COMPARE_ATTRIBUTES.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toBe('price');
    expect(keys.at(-1)).toBe('stocknum');
  });
});

describe('compareValue', () => {
  const car = savedCar(1);
  it.each([
    ['price', '$29,490 Drive Away'],
    ['car_type', 'Used'],
    ['year', '2023'],
    ['km', '27,534 km'],
    ['simple_body', 'SUV'],
    ['simple_transmission', 'Automatic'],
    ['simple_fuel', 'Hybrid'],
    ['engine', '2.5L 4cyl Hybrid'],
    ['drive_type', 'FWD'],
    ['colour', 'Red Mica'],
    ['seats', '5'],
    ['doors', '5'],
    ['location_name', 'Kestrel Bay - Sales'],
    ['stocknum', 'U1'],
  ] as const)('formats %s as %s', (key, text) => {
    expect(compareValue(car, key)).toBe(text);
  });

  it("uses the dealer's used label", () => {
    expect(compareValue(car, 'car_type', { usedLabel: 'Pre-Owned' })).toBe('Pre-Owned');
    expect(
      compareValue(savedCar(2, { car_type: 'demo' }), 'car_type', { usedLabel: 'Pre-Owned' }),
    ).toBe('Demo');
  });

  it('labels body styles (peopleMover → People Mover)', () => {
    expect(compareValue(savedCar(1, { simple_body: 'peopleMover' }), 'simple_body')).toBe(
      'People Mover',
    );
  });

  it('is null for unknown values', () => {
    const unknown = savedCar(1, {
      car_type: null,
      year: null,
      km: null,
      simple_body: null,
      engine: null,
      seats: null,
      doors: 0,
      stocknum: '',
      colour: null,
    });
    for (const key of [
      'car_type',
      'year',
      'km',
      'simple_body',
      'engine',
      'seats',
      'doors',
      'stocknum',
      'colour',
    ] as const) {
      expect(compareValue(unknown, key)).toBeNull();
    }
  });

  it('shows price on application rather than nothing', () => {
    expect(compareValue(savedCar(1, { price: 0 }), 'price')).toBe('Price on application');
  });
});

describe('compareRows', () => {
  it('gives one value per car, in the cars’ order', () => {
    const rows = compareRows([savedCar(1, { year: 2020 }), savedCar(2, { year: 2024 })]);
    expect(row(rows, 'year')?.values).toEqual(['2020', '2024']);
  });

  it('marks rows whose values differ, and only those', () => {
    const rows = compareRows([
      savedCar(1, { price: 30000, colour: 'Red' }),
      savedCar(2, { price: 35000, colour: 'Red' }),
    ]);
    expect(row(rows, 'price')?.differs).toBe(true);
    expect(row(rows, 'colour')?.differs).toBe(false);
    expect(row(rows, 'stocknum')?.differs).toBe(true);
    expect(row(rows, 'engine')?.differs).toBe(false);
  });

  it('compares ignoring case and spacing', () => {
    const rows = compareRows([
      savedCar(1, { colour: 'Red  Mica' }),
      savedCar(2, { colour: 'red mica' }),
    ]);
    expect(row(rows, 'colour')?.differs).toBe(false);
  });

  it('counts a value missing from one car as a difference', () => {
    const rows = compareRows([savedCar(1, { engine: '2.0L' }), savedCar(2, { engine: null })]);
    expect(row(rows, 'engine')).toMatchObject({ values: ['2.0L', null], differs: true });
  });

  it('leaves out rows no car has a value for', () => {
    const rows = compareRows([savedCar(1, { engine: null }), savedCar(2, { engine: null })]);
    expect(row(rows, 'engine')).toBeUndefined();
  });

  it('marks nothing with a single car', () => {
    expect(compareRows([savedCar(1)]).some((r) => r.differs)).toBe(false);
  });

  it('keeps the attribute order and labels', () => {
    const rows = compareRows([savedCar(1), savedCar(2)]);
    expect(rows.map((r) => r.label)).toEqual(COMPARE_ATTRIBUTES.map((a) => a.label));
  });

  it('is empty with no cars', () => expect(compareRows([])).toEqual([]));

  it('marks a difference among many cars when only the last differs', () => {
    const cars = [1, 2, 3, 4, 5].map((id) => savedCar(id, { doors: id === 5 ? 3 : 5 }));
    expect(row(compareRows(cars), 'doors')?.differs).toBe(true);
  });
});
