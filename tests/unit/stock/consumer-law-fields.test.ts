import { describe, expect, it } from 'vitest';
import { parseImportStatus, parseSaleMethod } from '../../../src/lib/stock/consumer-law-fields.ts';
import { normaliseFeed } from '../../../src/lib/stock/normalise.ts';
import { CONTEXT, feed, vehicle } from './fixtures.ts';

/** The one vehicle of a feed, through the adapter. */
function adapt(overrides: Record<string, unknown>) {
  const { cars, problems } = normaliseFeed(feed([vehicle(overrides)]), CONTEXT);
  return { car: cars[0], problems };
}

describe('drive_away_price', () => {
  it('reads money as loosely as price', () => {
    expect(adapt({ drive_away_price: '$52,990' }).car?.drive_away_price).toBe(52990);
    expect(adapt({ drive_away_price: 49990.4 }).car?.drive_away_price).toBe(49990);
  });

  it('is null when not given, or given as 0 (how exports write an empty price)', () => {
    expect(adapt({}).car?.drive_away_price).toBeNull();
    expect(adapt({ drive_away_price: '' }).car?.drive_away_price).toBeNull();
    expect(adapt({ drive_away_price: 0 }).car?.drive_away_price).toBeNull();
  });

  it('skips the vehicle when it is not money, naming the field', () => {
    const { car, problems } = adapt({ drive_away_price: 'call us' });
    expect(car).toBeUndefined();
    expect(problems.map((p) => [p.field, p.skipped])).toEqual([['drive_away_price', true]]);
  });
});

describe('consumer information notice fields', () => {
  it('gives no notice when the feed carries none of its fields', () => {
    expect(adapt({}).car?.consumer_notice).toBeNull();
  });

  it('collects every field the feed gives, in the forms DMS exports write', () => {
    const { car, problems } = adapt({
      cash_price: '$24,990',
      security_interest: 'No',
      first_registered_nz: '14/03/2019',
      import_status: 'Ex-Japan',
      imported_damaged: 'N',
      registration_expiry: '2026-08-31',
      wof_expiry: '31/10/2026',
      ruc_expiry_km: '52,000',
    });
    expect(problems).toEqual([]);
    expect(car?.consumer_notice).toEqual({
      cash_price: 24990,
      sale_method: null,
      security_interest: false,
      first_registered_nz: 2019,
      import_status: 'Imported used',
      imported_damaged: false,
      registration_expiry: '2026-08-31',
      wof_expiry: '2026-10-31',
      cof_expiry: null,
      ruc_expiry_km: 52000,
    });
  });

  it('gives a notice for one field alone', () => {
    expect(adapt({ cof_expiry: '2027-01-15' }).car?.consumer_notice).toMatchObject({
      cof_expiry: '2027-01-15',
      wof_expiry: null,
      import_status: null,
    });
  });

  it.each([
    ['2026-08-31', '2026-08-31'],
    ['2026-08-31T00:00:00+12:00', '2026-08-31'],
    ['31/08/2026', '2026-08-31'],
    ['1.9.2026', '2026-09-01'],
    ['01-09-2026', '2026-09-01'],
  ])('reads the date %s as %s', (written, date) => {
    expect(adapt({ wof_expiry: written }).car?.consumer_notice?.wof_expiry).toBe(date);
  });

  it.each([['31/02/2026'], ['08/2026'], ['next March'], [20260831]])(
    'skips the vehicle for a date that is not a day (%j), naming the field',
    (written) => {
      const { car, problems } = adapt({ registration_expiry: written });
      expect(car).toBeUndefined();
      expect(problems[0]).toMatchObject({
        field: 'registration_expiry',
        message: 'must be a date such as "2026-08-31" or "31/08/2026"',
      });
    },
  );

  it.each([[2019], ['2019'], ['2019-03-14'], ['14/03/2019']])(
    'reads the year first registered in NZ from %j',
    (written) => {
      expect(
        adapt({ first_registered_nz: written }).car?.consumer_notice?.first_registered_nz,
      ).toBe(2019);
    },
  );

  it('takes yes/no for `imported` and text as import_status does', () => {
    const status = (imported: unknown) => adapt({ imported }).car?.consumer_notice?.import_status;
    expect(status(true)).toBe('Imported');
    expect(status('no')).toBe('NZ New');
    expect(status('Jap Import')).toBe('Imported used');
  });

  it('keeps import wording it does not recognise as written, with a warning', () => {
    const { car, problems } = adapt({ import_status: 'Ex-Demo' });
    expect(car?.consumer_notice?.import_status).toBe('Ex-Demo');
    expect(problems).toEqual([
      {
        index: 0,
        field: 'import_status',
        message: 'import status "Ex-Demo" not recognised; shown as written',
        skipped: false,
      },
    ]);
  });

  it('states an auction or tender in place of the cash price', () => {
    expect(adapt({ sale_method: 'By Auction' }).car?.consumer_notice?.sale_method).toBe('auction');
    expect(adapt({ sale_method: 'tender' }).car?.consumer_notice?.sale_method).toBe('tender');
  });
});

describe('parseImportStatus', () => {
  it.each([
    ['NZ New', 'NZ New'],
    ['nz-new', 'NZ New'],
    ['NZNEW', 'NZ New'],
    ['New Zealand New', 'NZ New'],
    ['Imported new', 'Imported new'],
    ['Parallel import', 'Imported new'],
    ['Imported used', 'Imported used'],
    ['Used Import', 'Imported used'],
    ['Ex-Japan', 'Imported used'],
    ['Ex UK', 'Imported used'],
    ['JDM', 'Imported used'],
    ['Grey import', 'Imported used'],
    ['Imported', 'Imported'],
    ['Import', 'Imported'],
  ])('reads %s as %s', (written, status) => {
    expect(parseImportStatus(written)).toBe(status);
  });

  it('recognises nothing else', () => {
    expect(parseImportStatus('Ex-Demo')).toBeNull();
    expect(parseImportStatus('')).toBeNull();
  });
});

describe('parseSaleMethod', () => {
  it('knows auctions and tenders, and nothing else', () => {
    expect(parseSaleMethod('AUCTION')).toBe('auction');
    expect(parseSaleMethod('Competitive tender')).toBe('tender');
    expect(parseSaleMethod('Fixed price')).toBeNull();
  });
});
