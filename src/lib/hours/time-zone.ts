import { marketFor, timeZoneIn, type Country } from '../market/index.ts';

/**
 * The time zone a location keeps its hours in: its state's zone (so daylight saving is right),
 * the market's main zone for a state the market does not list. Any New Zealand location is on
 * Auckland time.
 */
export function timeZoneFor(state: string, country: Country): string {
  return timeZoneIn(marketFor(country), state);
}

export { zonedMoment, type ZonedMoment } from './zoned-moment.ts';
