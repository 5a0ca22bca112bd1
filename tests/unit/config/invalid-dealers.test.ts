// Each file in tests/fixtures/dealers-invalid/ is a small dealer.json with one mistake. The
// message must name the file and the field, in words a person fixing the file can act on.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DealerConfigError, NAVIGATION_ERROR, parseDealer } from '../../../src/lib/config/index.ts';
import { loadSite } from '../../../src/server/prepare/prepare-dealer.ts';

const FIXTURES = 'tests/fixtures/dealers-invalid';

/** Fixture file → the problem it must report. */
const EXPECTED: Record<string, string> = {
  'bad-postcode.json': 'locations[0].address.postcode: must be a 4-digit postcode',
  'header-navigation-not-array.json': `navigation.header: ${NAVIGATION_ERROR}`,
  'navigation-missing.json': `navigation.header: ${NAVIGATION_ERROR}`,
  'footer-navigation-missing.json': `navigation.footer: ${NAVIGATION_ERROR}`,
  'footer-navigation-malformed.json': `navigation.footer: ${NAVIGATION_ERROR}`,
  'unknown-dealership-id.json': 'locations[1].dealership_id: 99 is not one of dealerships[].id',
  'duplicate-location-slug.json':
    'locations[1].slug: "fixture-motors-sales" repeats locations[0].slug',
  'bad-opening-time.json':
    'locations[0].contact_detail.opening_hours[1].start_hour: must be a 24-hour time such as "08:30"',
  'open-day-without-hours.json':
    'locations[0].contact_detail.opening_hours[2]: an Open day needs start_hour and end_hour (or open and close, or formated_hours)',
  'columns-menu-without-columns.json':
    'navigation.header[1].dropdownMenus: a columns menu needs dropdownMenus',
  'manufacturer-not-listed.json': 'manufacturer: "subaru" is not one of manufacturers[].slug',
  'nz-dealer-with-au-phone-rules.json':
    'config.phone_rules.region: a New Zealand dealer cannot use AU phone rules',
  'unknown-option.json': 'config.show_prices: is not a known field (see docs/config-reference.md)',
  'unknown-location-field.json':
    'locations[0].phone: is not a known field (see docs/config-reference.md)',
  'bad-stripe-key.json':
    'dealerships[0].stripe_publishable_key: must be a Stripe publishable key (pk_…)',
};

const readFixture = (name: string) =>
  JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8')) as Record<string, unknown>;

function problemsOf(json: unknown, file: string): { message: string; problems: readonly string[] } {
  try {
    parseDealer(json, file);
  } catch (error) {
    if (error instanceof DealerConfigError)
      return { message: error.message, problems: error.problems };
    throw error;
  }
  throw new Error(`${file} parsed, but it should not`);
}

describe('invalid dealer fixtures', () => {
  it('each have an expected message', () => {
    expect(
      readdirSync(FIXTURES)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s reports "%s"', (name, expected) => {
    const file = path.join(FIXTURES, name);
    const { message, problems } = problemsOf(readFixture(name), file);
    expect(message.startsWith(`${file}: `)).toBe(true);
    expect(problems).toContain(expected);
  });

  it('differ from a valid dealer only by their mistake: a minimal footer needs no footer navigation', () => {
    const dealer = readFixture('footer-navigation-missing.json');
    dealer['theme'] = { ...(dealer['theme'] as object), footer_variant: 'minimal' };
    expect(parseDealer(dealer, 'minimal-footer.json').navigation.footer).toBeUndefined();
  });

  it('still reject malformed footer navigation under a minimal footer', () => {
    const dealer = readFixture('footer-navigation-malformed.json');
    dealer['theme'] = { ...(dealer['theme'] as object), footer_variant: 'minimal' };
    expect(problemsOf(dealer, 'x.json').problems).toContain(
      `navigation.footer: ${NAVIGATION_ERROR}`,
    );
  });
});

describe('loadSite with a broken dealer file', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'forecourt-invalid-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function dealerDir(slug: string, content: string): string {
    mkdirSync(path.join(root, slug), { recursive: true });
    const file = path.join(root, slug, 'dealer.json');
    writeFileSync(file, content);
    return file;
  }

  it('names the file when it is not valid JSON', () => {
    const file = dealerDir('broken-json', '{ "slug": "broken-json", "name": "Broken", }');
    expect(() => loadSite('broken-json', { dealersDir: root })).toThrow(
      new RegExp(`^${file}: not valid JSON`),
    );
  });

  it('names the file when the slug does not match the directory', () => {
    const dealer = readFixture('footer-navigation-missing.json');
    dealer['theme'] = { ...(dealer['theme'] as object), footer_variant: 'minimal' };
    const file = dealerDir('some-other-slug', JSON.stringify(dealer));
    expect(() => loadSite('some-other-slug', { dealersDir: root })).toThrow(
      `${file}: slug: "fixture-motors" must match its directory name "some-other-slug"`,
    );
  });
});
