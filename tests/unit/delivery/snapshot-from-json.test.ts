import { describe, expect, it } from 'vitest';
import { carSnapshotFrom, tradeInVehicleFrom } from '../../../src/lib/delivery/index.ts';

describe('carSnapshotFrom', () => {
  it('reads a stored snapshot back with every field delivery uses', () => {
    const stored = {
      id: 4242,
      slug: '2021-toyota-rav4-gxl-u1234',
      name: '2021 Toyota RAV4 GXL',
      stocknum: 'U1234',
      vin: 'JTMW1RFV10D012345',
      year: 2021,
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GXL',
      car_type: 'used',
      price: 39990,
      km: 48210,
      colour: 'Silver',
      dealership_slug: 'harbour-motors',
    };
    expect(carSnapshotFrom(stored)).toEqual({
      id: 4242,
      slug: '2021-toyota-rav4-gxl-u1234',
      name: '2021 Toyota RAV4 GXL',
      stocknum: 'U1234',
      vin: 'JTMW1RFV10D012345',
      year: 2021,
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GXL',
      car_type: 'used',
      price: 39990,
      km: 48210,
    });
  });

  it('drops values of the wrong type rather than passing them on', () => {
    const car = carSnapshotFrom({
      id: 'c1',
      make: { name: 'Toyota' },
      price: '39990',
      car_type: 'sold',
      vin: null,
    });
    expect(car).toMatchObject({
      id: 'c1',
      make: undefined,
      price: undefined,
      car_type: undefined,
      vin: undefined,
    });
  });

  it.each([null, undefined, 'car', [1], {}, { id: null }, { id: Number.NaN }])(
    'gives null for %j',
    (value) => {
      expect(carSnapshotFrom(value)).toBeNull();
    },
  );
});

describe('tradeInVehicleFrom', () => {
  it('reads year, make, model and km', () => {
    expect(
      tradeInVehicleFrom({
        year: '2015',
        make: 'Mazda',
        model: 'CX-5',
        km: 112000,
        rego: 'ABC123',
      }),
    ).toEqual({
      year: '2015',
      make: 'Mazda',
      model: 'CX-5',
      km: 112000,
    });
  });

  it.each([null, 'Mazda', {}, { colour: 'red' }])(
    'gives null when nothing is known: %j',
    (value) => {
      expect(tradeInVehicleFrom(value)).toBeNull();
    },
  );
});
