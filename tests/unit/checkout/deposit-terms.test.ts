import { describe, expect, it } from 'vitest';
import { depositTerms } from '../../../src/lib/checkout/index.ts';
import { AU_STATES, auStateCode } from '../../../src/lib/checkout/states.ts';
import { depositTermsConfig } from '../../../src/lib/config/deposit-terms.ts';

describe('auStateCode', () => {
  it.each([
    ['NSW', 'NSW'],
    ['nsw', 'NSW'],
    [' Vic ', 'VIC'],
    ['Queensland', 'QLD'],
    ['western australia', 'WA'],
    ['South Australia', 'SA'],
    ['Tasmania', 'TAS'],
    ['Australian Capital Territory', 'ACT'],
    ['Northern Territory', 'NT'],
    ['N.T.', null],
    ['Bay of Plenty', null],
    ['', null],
    ['constructor', null],
  ])('%j → %j', (state, code) => {
    expect(auStateCode(state)).toBe(code);
  });
});

describe('depositTerms defaults', () => {
  it.each(AU_STATES)(
    '%s has its own cooling-off text, the ACL refund text and https sources',
    (state) => {
      const terms = depositTerms(undefined, 'AU', state);
      expect(terms.title).toBe('Deposit terms');
      expect(terms.paragraphs.join(' ')).toContain('general information, not legal advice');
      expect(terms.refund).toContain('Australian Consumer Law');
      expect(terms.sources.length).toBeGreaterThan(0);
      for (const source of terms.sources) expect(source.url).toMatch(/^https:\/\//);
      const others = AU_STATES.filter((s) => s !== state).map(
        (s) => depositTerms(undefined, 'AU', s).coolingOff,
      );
      expect(others).not.toContain(terms.coolingOff);
    },
  );

  it.each([
    ['NSW', 'Motor Dealers and Repairers Act 2013'],
    ['VIC', '3 clear business days'],
    ['VIC', 'Motor Car Traders Act 1986 (section 43)'],
    ['QLD', '1 business day'],
    ['SA', '2 clear business days'],
    ['ACT', 'section 25B'],
    ['WA', 'no cooling-off period'],
    ['TAS', 'no cooling-off period'],
    ['NT', 'no cooling-off period'],
  ])('%s cooling-off mentions %j', (state, words) => {
    expect(depositTerms(undefined, 'AU', state).coolingOff).toContain(words);
  });

  it('reads a full state name like its abbreviation', () => {
    expect(depositTerms(undefined, 'AU', 'Victoria')).toEqual(depositTerms(undefined, 'AU', 'VIC'));
  });

  it('says to ask the dealer when an Australian location has no known state', () => {
    const terms = depositTerms(undefined, 'AU', '');
    expect(terms.coolingOff).toContain('Ask the dealer');
    expect(terms.sources.map((s) => s.url)).toEqual([
      'https://www.accc.gov.au/consumers/buying-products-and-services/consumer-rights-and-guarantees',
    ]);
  });

  it('gives New Zealand no statutory cooling-off and the CGA/FTA refund text, whatever the region', () => {
    const terms = depositTerms(undefined, 'NZ', 'Bay of Plenty');
    expect(terms.coolingOff).toContain('no cooling-off period');
    expect(terms.refund).toContain('Consumer Guarantees Act');
    expect(terms.sources.map((s) => s.url)).toEqual([
      'https://www.consumerprotection.govt.nz/general-help/consumer-laws/fair-trading-act',
      'https://www.consumerprotection.govt.nz/general-help/consumer-laws/consumer-guarantees-act',
    ]);
    expect(depositTerms(undefined, 'NZ', 'Auckland')).toEqual(terms);
  });

  it('returns copies: changing one answer leaves the next intact', () => {
    const first = depositTerms(undefined, 'AU', 'VIC');
    first.paragraphs.push('changed');
    first.sources[0]!.label = 'changed';
    const second = depositTerms(undefined, 'AU', 'VIC');
    expect(second.paragraphs).not.toContain('changed');
    expect(second.sources[0]!.label).not.toBe('changed');
  });
});

describe('depositTerms overrides', () => {
  const config = depositTermsConfig.parse({
    default: { title: 'Holding deposit', refund: 'Refunded within 3 business days on request.' },
    by_state: {
      QLD: {
        refund: 'Queensland buyers: refunded the same day.',
        cooling_off: 'Our Queensland yards give every buyer 3 days.',
        sources: [{ label: 'Our policy', url: 'https://example.com.au/policy' }],
      },
    },
  });

  it('replaces only the parts the dealer wrote, keeping the statutory defaults for the rest', () => {
    const terms = depositTerms(config, 'AU', 'VIC');
    expect(terms.title).toBe('Holding deposit');
    expect(terms.refund).toBe('Refunded within 3 business days on request.');
    expect(terms.coolingOff).toBe(depositTerms(undefined, 'AU', 'VIC').coolingOff);
    expect(terms.paragraphs).toEqual(depositTerms(undefined, 'AU', 'VIC').paragraphs);
    expect(terms.sources).toEqual(depositTerms(undefined, 'AU', 'VIC').sources);
  });

  it('lets a state override win over the default override', () => {
    const terms = depositTerms(config, 'AU', 'Queensland');
    expect(terms.title).toBe('Holding deposit');
    expect(terms.refund).toBe('Queensland buyers: refunded the same day.');
    expect(terms.coolingOff).toBe('Our Queensland yards give every buyer 3 days.');
    expect(terms.sources).toEqual([{ label: 'Our policy', url: 'https://example.com.au/policy' }]);
  });

  it('applies by_state to Australian cars only', () => {
    const terms = depositTerms(config, 'NZ', 'QLD');
    expect(terms.refund).toBe('Refunded within 3 business days on request.');
    expect(terms.coolingOff).toBe(depositTerms(undefined, 'NZ', 'QLD').coolingOff);
  });

  it('takes whole replacement paragraphs', () => {
    const terms = depositTerms(
      depositTermsConfig.parse({ default: { paragraphs: ['One.', 'Two.'] } }),
      'NZ',
      '',
    );
    expect(terms.paragraphs).toEqual(['One.', 'Two.']);
  });
});

describe('config.deposit_terms schema', () => {
  it('defaults to no overrides', () => {
    expect(depositTermsConfig.parse(undefined)).toEqual({});
  });

  it.each([
    [{ by_state: { XYZ: { title: 'x' } } }, 'by_state'],
    [{ default: { title: '' } }, 'title'],
    [{ default: { title: '   ' } }, 'title'],
    [{ default: { paragraphs: [] } }, 'paragraphs'],
    [{ default: { coolingOff: 'camel case' } }, 'default'],
    [{ default: { sources: [{ label: 'x', url: 'javascript:alert(1)' }] } }, 'url'],
    [{ extra: true }, ''],
  ])('refuses %j', (value, path) => {
    const result = depositTermsConfig.safeParse(value);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues.map((i) => i.path))).toContain(path);
  });
});
