import { describe, expect, it } from 'vitest';
import { feedEnvelopeSchema, feedVehicleSchema } from '../../../src/lib/stock/feed-schema.ts';
import { feed, vehicle } from './fixtures.ts';

const parse = (overrides: Record<string, unknown>) =>
  feedVehicleSchema.safeParse(vehicle(overrides));
const fieldsInError = (overrides: Record<string, unknown>) => {
  const result = parse(overrides);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('feed envelope', () => {
  it('accepts a well-formed feed', () => {
    expect(feedEnvelopeSchema.safeParse(feed([vehicle()])).success).toBe(true);
  });

  it('rejects another format, a bad dealer slug and a zone-less date-time', () => {
    const result = feedEnvelopeSchema.safeParse(
      feed([], {
        format: 'dms-export/2',
        dealer: 'Harbour Motors',
        generated_at: '2026-05-01T10:00',
      }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'dealer',
      'format',
      'generated_at',
    ]);
  });

  it('requires a vehicles list', () => {
    const result = feedEnvelopeSchema.safeParse(feed([], { vehicles: 'none' }));
    expect(result.error?.issues[0]?.path).toEqual(['vehicles']);
  });

  it('says which format it expected and which it got', () => {
    const result = feedEnvelopeSchema.safeParse(feed([], { format: 'forecourt-stock/9' }));
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'expected "forecourt-stock/1", got "forecourt-stock/9"',
    ]);
  });

  it.each([
    [{ '0': {} }, 'expected a list of vehicles, got an object'],
    ['none', 'expected a list of vehicles, got "none"'],
    [undefined, 'expected a list of vehicles, got nothing'],
  ])('says what it got instead of a vehicles list (%j)', (vehicles, message) => {
    const result = feedEnvelopeSchema.safeParse(feed([], { vehicles }));
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('says what it got instead of a feed object', () => {
    const result = feedEnvelopeSchema.safeParse([feed([])]);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'expected a forecourt-stock/1 feed (a JSON object), got a list',
    ]);
  });
});

describe('feed vehicle', () => {
  it('applies documented defaults', () => {
    const result = feedVehicleSchema.parse({
      id: 1,
      stocknum: 'A1',
      car_type: 'new',
      year: 2026,
      make: 'Kia',
      model: 'EV6',
      price: 70000,
    });
    expect(result).toMatchObject({
      badge: '',
      series: '',
      km: 0,
      odometer_unit: 'km',
      price_type: 'drive_away',
      status: 'in_stock',
      sold: false,
      reserved: false,
      reservable: true,
      certified: false,
      views: 0,
      images: [],
      description: '',
      features: [],
      vehicle_kind: 'car',
    });
  });

  it('coerces DMS-style strings: money, thousands, yes/no, numeric stock numbers', () => {
    const result = feedVehicleSchema.parse(
      vehicle({
        id: '1001',
        price: '$39,990',
        km: '48,210',
        sold: 'Yes',
        certified: 'N',
        stocknum: 4711,
        year: '2021',
      }),
    );
    expect(result).toMatchObject({
      id: 1001,
      price: 39990,
      km: 48210,
      sold: true,
      certified: false,
      stocknum: '4711',
      year: 2021,
    });
  });

  it('treats null and blank strings as not given, so defaults apply', () => {
    const result = feedVehicleSchema.parse(
      vehicle({ badge: null, km: '', tag: '   ', status: null }),
    );
    expect(result.badge).toBe('');
    expect(result.km).toBe(0);
    expect(result.tag).toBeUndefined();
    expect(result.status).toBe('in_stock');
  });

  it('reads vocabulary synonyms', () => {
    const result = feedVehicleSchema.parse(
      vehicle({
        car_type: 'Pre-Owned',
        price_type: 'Excl. Govt. Charges',
        status: 'In Transit',
        odometer_unit: 'miles',
        vehicle_kind: 'Motorbike',
      }),
    );
    expect(result).toMatchObject({
      car_type: 'used',
      price_type: 'excl_govt_charges',
      status: 'coming_soon',
      odometer_unit: 'mi',
      vehicle_kind: 'motorcycle',
    });
  });

  it('trims text and collapses inner spaces', () => {
    expect(feedVehicleSchema.parse(vehicle({ model: '  Land   Cruiser ' })).model).toBe(
      'Land Cruiser',
    );
  });

  it('normalises dates to UTC ISO strings', () => {
    expect(
      feedVehicleSchema.parse(vehicle({ created_at: '2026-04-20T09:30:00+10:00' })).created_at,
    ).toBe('2026-04-19T23:30:00.000Z');
    expect(feedVehicleSchema.parse(vehicle({ created_at: '2026-04-20' })).created_at).toBe(
      '2026-04-20T00:00:00.000Z',
    );
  });

  it('upper-cases VINs and refuses I, O and Q in a 17-character VIN', () => {
    expect(feedVehicleSchema.parse(vehicle({ vin: 'jtm-rfrev 0 0d 012345' })).vin).toBe(
      'JTMRFREV00D012345',
    );
    expect(fieldsInError({ vin: 'JTMRFREV00D01234O' })).toEqual(['vin']);
  });

  it.each([
    [{ id: undefined }, 'id'],
    [{ price: 'call us' }, 'price'],
    [{ price: -5 }, 'price'],
    [{ car_type: 'wrecked' }, 'car_type'],
    [{ year: 1850 }, 'year'],
    [{ make: '' }, 'make'],
    [{ status: 'lost' }, 'status'],
    [{ created_at: 'yesterday' }, 'created_at'],
    [{ sold: 'maybe' }, 'sold'],
    [{ images: 'a.jpg' }, 'images'],
  ])('reports %o at field %s', (overrides, field) => {
    expect(fieldsInError(overrides)).toEqual([field]);
  });

  it('says "is required" for a missing required field', () => {
    const result = feedVehicleSchema.safeParse(vehicle({ stocknum: undefined }));
    expect(result.error?.issues[0]?.message).toBe('is required');
  });

  it('accepts payment processors with their documented defaults', () => {
    const result = feedVehicleSchema.parse(
      vehicle({
        payment_processors: [{ authorization_type: 'St George', authorization_key: 'k1' }],
      }),
    );
    expect(result.payment_processors).toEqual([
      {
        authorization_type: 'st_george',
        authorization_key: 'k1',
        deposit_amount: 500,
        apple_pay_enabled: false,
        google_pay_enabled: false,
        google_merchant_id: null,
      },
    ]);
  });
});
