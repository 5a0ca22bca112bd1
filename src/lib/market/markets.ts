import type { Market, StateTable } from './market.ts';

const AUSTRALIA: Market = {
  country: 'AU',
  name: 'Australia',
  adjective: 'Australian',
  currency: { code: 'AUD', symbol: '$' },
  language: 'en-AU',
  ogLocale: 'en_AU',
  // Per state or territory (abbreviation or full name) so daylight saving is right.
  timeZones: {
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
  },
  phone: {
    dialCode: '61',
    trunkPrefix: '0',
    prefixesWithoutTrunk: ['1'],
    masks: [
      { kind: 'non-geographic', pattern: /^1[38]00\d{6}$/, groups: [4, 3, 3] }, // 1300 555 012
      { kind: 'non-geographic', pattern: /^13\d{4}$/, groups: [2, 2, 2] }, // 13 15 55
      { kind: 'mobile', pattern: /^0[45]\d{8}$/, groups: [4, 3, 3] }, // 0412 555 012
      { kind: 'landline', pattern: /^0[2378]\d{8}$/, groups: [2, 4, 4] }, // 02 5550 1234
    ],
    ruleRegions: ['AU', 'NZ'],
  },
  postcode: { pattern: /^\d{4}$/, description: '4-digit', embeddedPositions: true },
  // Current standard car plate per state.
  plates: {
    fallback: 'LLLDDD',
    byState: {
      NSW: 'LLDDLL',
      VIC: 'DLLDLL',
      QLD: 'DDDLLD',
      WA: 'DLLLDDD',
      SA: 'LDDDLLL',
      TAS: 'LDDLL',
      ACT: 'LLLDDL',
      NT: 'LLDDLL',
    },
  },
  demoStock: {
    listPriceFactor: 1,
    newCarPriceTypes: { usual: 'drive_away', share: 0.75, otherwise: 'excl_govt_charges' },
  },
};

const NEW_ZEALAND: Market = {
  country: 'NZ',
  name: 'New Zealand',
  adjective: 'New Zealand',
  currency: { code: 'NZD', symbol: '$' },
  language: 'en-NZ',
  ogLocale: 'en_NZ',
  // Every New Zealand location keeps Auckland time.
  timeZones: { fallback: 'Pacific/Auckland', byState: {} },
  phone: {
    dialCode: '64',
    trunkPrefix: '0',
    prefixesWithoutTrunk: [],
    masks: [
      { kind: 'non-geographic', pattern: /^0(?:800|508)\d{6}$/, groups: [4, 3, 3] }, // 0800 555 123
      { kind: 'non-geographic', pattern: /^0(?:800|508)\d{7}$/, groups: [4, 3, 4] }, // 0800 555 1234
      { kind: 'mobile', pattern: /^02\d{7}$/, groups: [3, 3, 3] }, // 021 555 123
      { kind: 'mobile', pattern: /^02\d{8}$/, groups: [3, 3, 4] }, // 021 555 1234
      { kind: 'mobile', pattern: /^02\d{9}$/, groups: [3, 4, 4] }, // 022 1234 5678
      { kind: 'landline', pattern: /^0[34679]\d{7}$/, groups: [2, 3, 4] }, // 09 555 1234
    ],
    ruleRegions: ['NZ'],
  },
  // No open New Zealand postcode positions are packaged: the search needs Google's geocoding.
  postcode: { pattern: /^\d{4}$/, description: '4-digit', embeddedPositions: false },
  // One national plate format.
  plates: { fallback: 'LLLDDD', byState: {} },
  demoStock: {
    listPriceFactor: 1.1,
    newCarPriceTypes: { usual: 'plus_orc', share: 0.7, otherwise: 'drive_away' },
  },
};

/** Adding a market is adding its record here (and its code to dealer.json's `country`). */
const MARKETS = { AU: AUSTRALIA, NZ: NEW_ZEALAND } satisfies Record<string, Market>;

export type Country = keyof typeof MARKETS;

/** Every market's country code, in record order (for schemas: z.enum(COUNTRIES)). */
export const COUNTRIES = Object.keys(MARKETS) as [Country, ...Country[]];

export function marketFor(country: Country): Market {
  const market = Object.hasOwn(MARKETS, country) ? MARKETS[country] : undefined;
  if (!market) throw new Error(`no market for country "${String(country)}"`);
  return market;
}

/** Every market, in record order. */
export function allMarkets(): readonly Market[] {
  return Object.values(MARKETS);
}

/** The country whose calling code this is ('61' → 'AU'). */
export function countryByDialCode(dialCode: string): Country | undefined {
  return COUNTRIES.find((country) => MARKETS[country].phone.dialCode === dialCode);
}

function lookUp(table: StateTable, key: string): string {
  return (Object.hasOwn(table.byState, key) ? table.byState[key] : undefined) ?? table.fallback;
}

/** The IANA zone a location in `state` keeps its hours in; an unknown state gets the fallback. */
export function timeZoneIn(market: Market, state: string): string {
  return lookUp(market.timeZones, state.trim().toLowerCase());
}

/** The car number-plate format in `state` (L letter, D digit); an unknown state gets the fallback. */
export function plateFormatIn(market: Market, state: string): string {
  return lookUp(market.plates, state.toUpperCase());
}

/** 'an Australian dealer', 'a New Zealand dealer'. */
export function marketDealer(market: Market): string {
  return `${/^[aeiou]/i.test(market.adjective) ? 'an' : 'a'} ${market.adjective} dealer`;
}

/** Whether `postcode` is written the way this market writes postcodes. */
export function isPostcodeIn(market: Market, postcode: string): boolean {
  return market.postcode.pattern.test(postcode);
}

/** 'must be a 4-digit postcode'. */
export function postcodeMessage(market: Market): string {
  return `must be a ${market.postcode.description} postcode`;
}

/**
 * The postcode rule of a schema that does not yet know the dealer's country: a postcode some
 * market accepts ('must be a 4-digit postcode' while every market writes 4 digits).
 */
export function anyMarketPostcode(): { pattern: RegExp; message: string } {
  const rules = allMarkets().map((market) => market.postcode);
  const patterns = [...new Set(rules.map((rule) => rule.pattern.source))];
  const descriptions = [...new Set(rules.map((rule) => rule.description))];
  const [only] = patterns;
  return {
    pattern:
      patterns.length === 1 && only
        ? new RegExp(only)
        : new RegExp(patterns.map((p) => `(?:${p})`).join('|')),
    message: `must be a ${descriptions.join(' or ')} postcode`,
  };
}
