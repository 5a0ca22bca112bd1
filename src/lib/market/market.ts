import type { PriceType } from '../stock/car.ts';

/**
 * How one display mask of a national phone number reads. `non-geographic` numbers (local-rate
 * 13/1300, freephone 1800/0800/0508) cannot be dialled from abroad, so their tel: links keep
 * national digits; mobiles and landlines dial internationally.
 */
export interface PhoneMask {
  kind: 'non-geographic' | 'mobile' | 'landline';
  /** Matches the national digits, trunk prefix included ('0255501234', '1300555012'). */
  pattern: RegExp;
  /** Digit groups, joined with spaces: [2, 4, 4] writes '02 5550 1234'. */
  groups: readonly number[];
}

export interface PhoneRules {
  /** Country calling code without the plus ('61'). */
  dialCode: string;
  /** Written before an area or mobile code in national form ('0'), dropped when dialling in. */
  trunkPrefix: string;
  /** National numbers that carry no trunk prefix (AU 13/1300/1800 numbers start with '1'). */
  prefixesWithoutTrunk: readonly string[];
  /** Display masks, tried in order; the first that matches wins. */
  masks: readonly PhoneMask[];
  /** Values of `config.phone_rules.region` a dealer in this market may choose. */
  ruleRegions: readonly string[];
}

/** Per-state lookup: keys as the table says; a state missing from it gets `fallback`. */
export interface StateTable {
  fallback: string;
  byState: Readonly<Record<string, string>>;
}

/** A market's customary price presentation for new cars, as the demo stock generator draws it. */
export interface NewCarPriceTypes {
  usual: PriceType;
  /** Share of new cars (0–1) priced the usual way; the rest are `otherwise`. */
  share: number;
  otherwise: PriceType;
}

/**
 * Everything that differs between the countries the platform sells in. One record per
 * country (markets.ts); code asks `marketFor(country)` instead of testing the country.
 */
export interface Market {
  /** ISO 3166-1 alpha-2, as dealer.json's `country` writes it ('AU'). */
  country: string;
  /** 'Australia'. */
  name: string;
  /** As in 'an Australian dealer', 'a New Zealand dealer'. */
  adjective: string;
  currency: {
    /** ISO 4217 ('AUD'): structured data's currenciesAccepted. */
    code: string;
    /** Written before an amount ('$'). */
    symbol: string;
  };
  /** BCP 47 language tag ('en-AU'): <html lang>, JSON-LD inLanguage. */
  language: string;
  /** Open Graph locale ('en_AU'). */
  ogLocale: string;
  /** IANA zones; byState keys are lower case, abbreviations and full names ('nsw', 'victoria'). */
  timeZones: StateTable;
  phone: PhoneRules;
  postcode: {
    pattern: RegExp;
    /** As in 'must be a 4-digit postcode'. */
    description: string;
    /**
     * Whether the platform ships a position for every postcode of the country (the geocode
     * API's embedded table, src/server/api/geocode/data), so a postcode search works with no
     * geocoding service configured.
     */
    embeddedPositions: boolean;
  };
  /** Number-plate formats (L letter, D digit); byState keys are upper-case abbreviations. */
  plates: StateTable;
  /** Only the demo stock generator reads these: they make generated stock look local. */
  demoStock: {
    /** Catalogue list prices are Australian dollars; this turns them into local sticker prices. */
    listPriceFactor: number;
    newCarPriceTypes: NewCarPriceTypes;
  };
}
