import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  allMarkets,
  anyMarketPostcode,
  countryByDialCode,
  isPostcodeIn,
  marketDealer,
  marketFor,
  plateFormatIn,
  postcodeMessage,
  timeZoneIn,
  type Country,
  type Market,
} from '../../../src/lib/market/index.ts';

const AU = marketFor('AU');
const NZ = marketFor('NZ');

/** Each mask's kind and groups, and which sample numbers it (first) matches. */
function maskOf(market: Market, digits: string) {
  const mask = market.phone.masks.find(({ pattern }) => pattern.test(digits));
  return mask && { kind: mask.kind, groups: mask.groups };
}

describe('markets', () => {
  it('are Australia and New Zealand, each filed under its own country code', () => {
    expect(COUNTRIES).toEqual(['AU', 'NZ']);
    expect(allMarkets().map((m) => m.country)).toEqual(['AU', 'NZ']);
    for (const country of COUNTRIES) expect(marketFor(country).country).toBe(country);
  });

  it('refuse a country that has no market', () => {
    expect(() => marketFor('US' as Country)).toThrow('no market for country "US"');
    expect(() => marketFor('constructor' as Country)).toThrow();
  });
});

describe('Australia', () => {
  it('names, currency and language', () => {
    expect(AU.name).toBe('Australia');
    expect(AU.adjective).toBe('Australian');
    expect(marketDealer(AU)).toBe('an Australian dealer');
    expect(AU.currency).toEqual({ code: 'AUD', symbol: '$' });
    expect(AU.language).toBe('en-AU');
    expect(AU.ogLocale).toBe('en_AU');
  });

  it('phone: +61, trunk 0, 13/1300/1800 without trunk, AU or NZ phone rules', () => {
    expect(AU.phone.dialCode).toBe('61');
    expect(AU.phone.trunkPrefix).toBe('0');
    expect(AU.phone.prefixesWithoutTrunk).toEqual(['1']);
    expect(AU.phone.ruleRegions).toEqual(['AU', 'NZ']);
    expect(AU.phone.masks).toHaveLength(4);
  });

  it.each([
    ['1300555012', 'non-geographic', [4, 3, 3]],
    ['1800555012', 'non-geographic', [4, 3, 3]],
    ['131555', 'non-geographic', [2, 2, 2]],
    ['0412555012', 'mobile', [4, 3, 3]],
    ['0512555012', 'mobile', [4, 3, 3]],
    ['0255501234', 'landline', [2, 4, 4]],
    ['0355501234', 'landline', [2, 4, 4]],
    ['0755501234', 'landline', [2, 4, 4]],
    ['0855501234', 'landline', [2, 4, 4]],
  ] as const)('phone mask: %s is %s %j', (digits, kind, groups) => {
    expect(maskOf(AU, digits)).toEqual({ kind, groups });
  });

  it.each(['1900555012', '0655501234', '025550123', '13155', '095551234'])(
    'phone mask: %s fits none',
    (digits) => {
      expect(maskOf(AU, digits)).toBeUndefined();
    },
  );

  it('postcodes are 4 digits', () => {
    expect(isPostcodeIn(AU, '2000')).toBe(true);
    expect(isPostcodeIn(AU, '0800')).toBe(true);
    expect(isPostcodeIn(AU, '200')).toBe(false);
    expect(isPostcodeIn(AU, '20000')).toBe(false);
    expect(isPostcodeIn(AU, '2OOO')).toBe(false);
    expect(postcodeMessage(AU)).toBe('must be a 4-digit postcode');
  });

  it('demo stock: AUD list prices as they are; new cars mostly drive-away', () => {
    expect(AU.demoStock).toEqual({
      listPriceFactor: 1,
      newCarPriceTypes: { usual: 'drive_away', share: 0.75, otherwise: 'excl_govt_charges' },
    });
  });
});

describe('New Zealand', () => {
  it('names, currency and language', () => {
    expect(NZ.name).toBe('New Zealand');
    expect(NZ.adjective).toBe('New Zealand');
    expect(marketDealer(NZ)).toBe('a New Zealand dealer');
    expect(NZ.currency).toEqual({ code: 'NZD', symbol: '$' });
    expect(NZ.language).toBe('en-NZ');
    expect(NZ.ogLocale).toBe('en_NZ');
  });

  it('phone: +64, trunk 0 on every number, NZ phone rules only', () => {
    expect(NZ.phone.dialCode).toBe('64');
    expect(NZ.phone.trunkPrefix).toBe('0');
    expect(NZ.phone.prefixesWithoutTrunk).toEqual([]);
    expect(NZ.phone.ruleRegions).toEqual(['NZ']);
    expect(NZ.phone.masks).toHaveLength(6);
  });

  it.each([
    ['0800555123', 'non-geographic', [4, 3, 3]],
    ['0508555123', 'non-geographic', [4, 3, 3]],
    ['08005551234', 'non-geographic', [4, 3, 4]],
    ['021555123', 'mobile', [3, 3, 3]],
    ['0215551234', 'mobile', [3, 3, 4]],
    ['02212345678', 'mobile', [3, 4, 4]],
    ['095551234', 'landline', [2, 3, 4]],
    ['035551234', 'landline', [2, 3, 4]],
    ['045551234', 'landline', [2, 3, 4]],
    ['065551234', 'landline', [2, 3, 4]],
    ['075551234', 'landline', [2, 3, 4]],
  ] as const)('phone mask: %s is %s %j', (digits, kind, groups) => {
    expect(maskOf(NZ, digits)).toEqual({ kind, groups });
  });

  it.each(['0255501234x', '1300555012', '085551234', '0900555123', '02155512'])(
    'phone mask: %s fits none',
    (digits) => {
      expect(maskOf(NZ, digits)).toBeUndefined();
    },
  );

  it('postcodes are 4 digits', () => {
    expect(isPostcodeIn(NZ, '1010')).toBe(true);
    expect(isPostcodeIn(NZ, '101')).toBe(false);
    expect(isPostcodeIn(NZ, '10100')).toBe(false);
    expect(postcodeMessage(NZ)).toBe('must be a 4-digit postcode');
  });

  it('demo stock: list prices 10% above AUD; new cars mostly plus on-road costs', () => {
    expect(NZ.demoStock).toEqual({
      listPriceFactor: 1.1,
      newCarPriceTypes: { usual: 'plus_orc', share: 0.7, otherwise: 'drive_away' },
    });
  });
});

describe('time zones', () => {
  it('lists every Australian state and territory, abbreviated and in full', () => {
    expect(AU.timeZones).toEqual({
      fallback: 'Australia/Sydney',
      byState: {
        nsw: 'Australia/Sydney',
        'new south wales': 'Australia/Sydney',
        act: 'Australia/Sydney',
        'australian capital territory': 'Australia/Sydney',
        vic: 'Australia/Melbourne',
        victoria: 'Australia/Melbourne',
        tas: 'Australia/Hobart',
        tasmania: 'Australia/Hobart',
        qld: 'Australia/Brisbane',
        queensland: 'Australia/Brisbane',
        sa: 'Australia/Adelaide',
        'south australia': 'Australia/Adelaide',
        nt: 'Australia/Darwin',
        'northern territory': 'Australia/Darwin',
        wa: 'Australia/Perth',
        'western australia': 'Australia/Perth',
      },
    });
  });

  it.each([
    ['NSW', 'Australia/Sydney'],
    ['act', 'Australia/Sydney'],
    [' Vic ', 'Australia/Melbourne'],
    ['Tasmania', 'Australia/Hobart'],
    ['QLD', 'Australia/Brisbane'],
    ['South Australia', 'Australia/Adelaide'],
    ['NT', 'Australia/Darwin'],
    ['Western Australia', 'Australia/Perth'],
  ])('%s is on %s, whatever its case and spacing', (state, zone) => {
    expect(timeZoneIn(AU, state)).toBe(zone);
  });

  it.each(['', 'Jervis Bay', 'Auckland', 'constructor', 'toString', '__proto__'])(
    'an unknown Australian state %j falls back to Sydney',
    (state) => {
      expect(timeZoneIn(AU, state)).toBe('Australia/Sydney');
    },
  );

  it('keeps every New Zealand location on Auckland time', () => {
    expect(NZ.timeZones).toEqual({ fallback: 'Pacific/Auckland', byState: {} });
    for (const state of ['Auckland', 'Canterbury', 'Chatham Islands', 'NSW', '', 'constructor']) {
      expect(timeZoneIn(NZ, state)).toBe('Pacific/Auckland');
    }
  });

  it('are zones Intl knows', () => {
    for (const market of allMarkets()) {
      for (const zone of [market.timeZones.fallback, ...Object.values(market.timeZones.byState)]) {
        expect(() => new Intl.DateTimeFormat('en-AU', { timeZone: zone })).not.toThrow();
      }
    }
  });
});

describe('number plates', () => {
  it.each([
    ['NSW', 'LLDDLL'],
    ['vic', 'DLLDLL'],
    ['QLD', 'DDDLLD'],
    ['WA', 'DLLLDDD'],
    ['SA', 'LDDDLLL'],
    ['TAS', 'LDDLL'],
    ['ACT', 'LLLDDL'],
    ['NT', 'LLDDLL'],
    ['Victoria', 'LLLDDD'],
    ['constructor', 'LLLDDD'],
  ])('an Australian car registered in %s reads %s', (state, format) => {
    expect(plateFormatIn(AU, state)).toBe(format);
  });

  it('are one national format in New Zealand', () => {
    expect(NZ.plates).toEqual({ fallback: 'LLLDDD', byState: {} });
    expect(plateFormatIn(NZ, 'NSW')).toBe('LLLDDD');
  });
});

describe('countryByDialCode', () => {
  it('finds the market by calling code', () => {
    expect(countryByDialCode('61')).toBe('AU');
    expect(countryByDialCode('64')).toBe('NZ');
    expect(countryByDialCode('44')).toBeUndefined();
    expect(countryByDialCode('')).toBeUndefined();
  });
});

describe('anyMarketPostcode', () => {
  it('is the shared 4-digit rule while every market writes 4 digits', () => {
    const rule = anyMarketPostcode();
    expect(rule.message).toBe('must be a 4-digit postcode');
    expect(rule.pattern.source).toBe('^\\d{4}$');
    expect(rule.pattern.test('2000')).toBe(true);
    expect(rule.pattern.test('200')).toBe(false);
  });
});
