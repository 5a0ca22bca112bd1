import { describe, expect, it } from 'vitest';
import { consumerNoticeRows, nzDate } from '../../../src/lib/cars/consumer-notice.ts';
import type { ConsumerNotice } from '../../../src/lib/stock/car.ts';
import { makeCar } from './make-car.ts';

/** A notice with nothing given; tests fill in what they exercise. */
function notice(fields: Partial<ConsumerNotice> = {}): ConsumerNotice {
  return {
    cash_price: null,
    sale_method: null,
    security_interest: null,
    first_registered_nz: null,
    import_status: null,
    imported_damaged: null,
    registration_expiry: null,
    wof_expiry: null,
    cof_expiry: null,
    ruc_expiry_km: null,
    ...fields,
  };
}

const labels = (rows: { label: string }[] | null) => rows?.map((row) => row.label);
const valueOf = (rows: { label: string; value: string }[] | null, label: string) =>
  rows?.find((row) => row.label === label)?.value;

describe('consumerNoticeRows: which cars show a notice', () => {
  it('shows one for an NZ used car with notice data', () => {
    const car = makeCar({ consumer_notice: notice({ wof_expiry: '2026-10-31' }) });
    expect(consumerNoticeRows(car, 'NZ')).not.toBeNull();
  });

  it('shows none for an Australian dealer, whatever the feed carries', () => {
    const car = makeCar({ consumer_notice: notice({ wof_expiry: '2026-10-31' }) });
    expect(consumerNoticeRows(car, 'AU')).toBeNull();
  });

  it('shows none when the feed carries no notice data', () => {
    expect(consumerNoticeRows(makeCar({ consumer_notice: null }), 'NZ')).toBeNull();
  });

  it('shows none for a new car', () => {
    const car = makeCar({ car_type: 'new', consumer_notice: notice({ cash_price: 41990 }) });
    expect(consumerNoticeRows(car, 'NZ')).toBeNull();
  });

  it('shows one for an ex-demonstrator, which the notice rules count as used', () => {
    const car = makeCar({ car_type: 'demo', consumer_notice: notice({ cash_price: 41990 }) });
    expect(valueOf(consumerNoticeRows(car, 'NZ'), 'Cash price')).toBe('$41,990');
  });
});

describe('consumerNoticeRows: the rows', () => {
  it('lists every field given, in the notice’s order, formatted for New Zealand', () => {
    const car = makeCar({
      km: 48210,
      rego: 'QWE123',
      vin: 'JTMRFREV00D012345',
      consumer_notice: notice({
        cash_price: 24990,
        security_interest: false,
        first_registered_nz: 2019,
        import_status: 'Imported used',
        imported_damaged: false,
        registration_expiry: '2026-08-31',
        wof_expiry: '2026-10-05',
        ruc_expiry_km: 52000,
      }),
    });
    expect(consumerNoticeRows(car, 'NZ')).toEqual([
      { label: 'Cash price', value: '$24,990' },
      { label: 'Security interest on the PPSR', value: 'No' },
      { label: 'Make and model', value: 'Toyota RAV4' },
      { label: 'Vehicle year', value: '2021' },
      { label: 'Year first registered in NZ', value: '2019' },
      { label: 'Import status', value: 'Imported used' },
      { label: 'Imported as damaged', value: 'No' },
      { label: 'Odometer', value: '48,210 km' },
      { label: 'Registration plate', value: 'QWE123' },
      { label: 'VIN or chassis number', value: 'JTMRFREV00D012345' },
      { label: 'Registration expires', value: '31 August 2026' },
      { label: 'WoF expires', value: '5 October 2026' },
      { label: 'Road user charges paid to', value: '52,000 km' },
    ]);
  });

  it('leaves out what the feed does not give, and always states the odometer', () => {
    const car = makeCar({
      price_type: 'plus_orc',
      rego: null,
      vin: null,
      consumer_notice: notice({ cof_expiry: '2027-01-15' }),
    });
    expect(labels(consumerNoticeRows(car, 'NZ'))).toEqual([
      'Make and model',
      'Vehicle year',
      'Odometer',
      'CoF expires',
    ]);
  });

  it('shows a yes as Yes', () => {
    const car = makeCar({
      consumer_notice: notice({ security_interest: true, imported_damaged: true }),
    });
    const rows = consumerNoticeRows(car, 'NZ');
    expect(valueOf(rows, 'Security interest on the PPSR')).toBe('Yes');
    expect(valueOf(rows, 'Imported as damaged')).toBe('Yes');
  });
});

describe('consumerNoticeRows: the cash price', () => {
  const cashPrice = (fields: Parameters<typeof makeCar>[0]) =>
    valueOf(consumerNoticeRows(makeCar(fields), 'NZ'), 'Cash price');

  it('states an auction or a tender instead of a price', () => {
    const withPrice = { cash_price: 24990 };
    expect(cashPrice({ consumer_notice: notice({ ...withPrice, sale_method: 'auction' }) })).toBe(
      'For sale by auction',
    );
    expect(cashPrice({ consumer_notice: notice({ ...withPrice, sale_method: 'tender' }) })).toBe(
      'For sale by competitive tender',
    );
  });

  it('falls back to a drive-away price, which includes on-road costs', () => {
    const given = notice({ wof_expiry: '2026-10-05' });
    expect(cashPrice({ price: 23990, consumer_notice: given })).toBe('$23,990');
    expect(
      cashPrice({
        price: 23990,
        price_type: 'plus_orc',
        drive_away_price: 25490,
        consumer_notice: given,
      }),
    ).toBe('$25,490');
  });

  it('states none from a price that leaves on-road costs out, or a price on application', () => {
    const given = notice({ wof_expiry: '2026-10-05' });
    expect(
      cashPrice({ price: 23990, price_type: 'plus_orc', consumer_notice: given }),
    ).toBeUndefined();
    expect(cashPrice({ price: 0, consumer_notice: given })).toBeUndefined();
  });
});

describe('nzDate', () => {
  it('writes a calendar date the New Zealand way', () => {
    expect(nzDate('2026-08-31')).toBe('31 August 2026');
    expect(nzDate('2027-01-05')).toBe('5 January 2027');
  });
});
