/** AU/NZ differences in one place: one Market record per country, looked up by country code. */
export type { Market, NewCarPriceTypes, PhoneMask, PhoneRules, StateTable } from './market.ts';
export {
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
} from './markets.ts';
