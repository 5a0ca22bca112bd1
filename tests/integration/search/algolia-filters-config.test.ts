/**
 * A dealer whose configured filters hosted Algolia would refuse cannot switch to the Algolia
 * engine: the prepare step stops before any page with an error naming the dealer file and
 * the field. The same filters stay fine on the embedded engine, which reads any nesting.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DealerConfigError, prepareDealer } from '../../../src/server/prepare/prepare-dealer.ts';
import { ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY } from './dealers.ts';

const SLUG = 'meridian-motor-group';
const root = mkdtempSync(path.join(tmpdir(), 'forecourt-algolia-filters-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ALGOLIA = {
  engine: 'algolia',
  algolia: { app_id: ALGOLIA_APP_ID, search_key: ALGOLIA_SEARCH_KEY },
};

/** The sample dealer with its search settings changed, in a dealers folder of its own. */
function dealerWith(search: Record<string, unknown>): string {
  const dealersDir = mkdtempSync(path.join(root, 'dealers-'));
  const dealer = JSON.parse(
    readFileSync(path.join('dealers', SLUG, 'dealer.json'), 'utf8'),
  ) as Record<string, Record<string, unknown>>;
  dealer.search = { ...dealer.search, ...search };
  dealer.stock = { generate: { ...(dealer.stock!.generate as object), count: 12 } };
  mkdirSync(path.join(dealersDir, SLUG));
  writeFileSync(path.join(dealersDir, SLUG, 'dealer.json'), JSON.stringify(dealer));
  return dealersDir;
}

function prepareError(dealersDir: string): DealerConfigError {
  try {
    prepareDealer(SLUG, { dealersDir });
  } catch (error) {
    if (error instanceof DealerConfigError) return error;
    throw error;
  }
  throw new Error('prepareDealer accepted the dealer');
}

describe('configured filters and the Algolia engine', () => {
  const mixed = 'car_type:used OR price < 20000';

  it('stops a dealer on Algolia whose filters Algolia would refuse, naming file and field', () => {
    const error = prepareError(
      dealerWith({ ...ALGOLIA, filters: ['sold:false', mixed, 'NOT (make:Kia OR make:MG)'] }),
    );
    expect(error.file).toMatch(new RegExp(`${SLUG}/dealer\\.json$`));
    expect(error.problems).toEqual([
      `search.filters[1]: "${mixed}" is not accepted by Algolia: an OR may not mix facet and numeric filters; split it into separate entries`,
      'search.filters[2]: "NOT (make:Kia OR make:MG)" is not accepted by Algolia: NOT may stand only before a single filter, never before parentheses or another NOT (NOT (A OR B))',
    ]);
    expect(error.message).toContain('dealer.json');
  });

  it('prepares a dealer on Algolia whose filters are a conjunction of OR groups', () => {
    const prepared = prepareDealer(SLUG, {
      dealersDir: dealerWith({
        ...ALGOLIA,
        filters: ['car_type:used OR car_type:demo', 'NOT sold:true AND price >= 1000'],
      }),
    });
    expect(prepared.site.dealer.search.engine).toBe('algolia');
  });

  it('keeps the embedded engine free to read any nesting, but not unreadable filters', () => {
    const prepared = prepareDealer(SLUG, {
      dealersDir: dealerWith({
        engine: 'embedded',
        filters: [mixed, '(make:Kia AND km < 10) OR certified:true'],
      }),
    });
    expect(prepared.site.cars.length).toBeGreaterThan(0);
    const error = prepareError(dealerWith({ engine: 'embedded', filters: ['price >'] }));
    expect(error.problems).toEqual([
      'search.filters[0]: "price >" cannot be read (filters: expected a number at the end of "price >")',
    ]);
  });
});
