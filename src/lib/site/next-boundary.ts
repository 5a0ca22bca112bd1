/**
 * The earliest moment after a build at which one of its pages would read differently with
 * nothing else changed: a dated rule crossing a boundary. The build keeps it in its record,
 * and the next build rebuilds an unchanged dealer once that moment has passed, so a page is
 * true on the day it is served (no expired promo card, stale 'new arrival' tag or last week's
 * holiday notice kept until some other change).
 *
 * The rules, each as the page decides it (dates in the zone the page uses):
 * - promo cards show from their start date to their expiry date, days included (search pages,
 *   the dealer's zone: src/lib/search/promo/active.ts);
 * - offers run until their expiry date, included (/special-offers, the home teaser, the
 *   dealer's zone: src/lib/content/offers.ts);
 * - special hours are listed from their date on, labelled 'Today' on the day (each location's
 *   zone: src/lib/hours/holiday-hours.ts);
 * - a car is a new arrival for 8 × 24 hours after it was listed (src/lib/cars/new-arrival.ts);
 * - the footer's year (the build machine's calendar).
 * Removed-car pages have their own check (src/lib/cars/removed-cars.ts).
 */
import type { Dealer } from '../config/index.ts';
import { NEW_ARRIVAL_DAYS } from '../cars/new-arrival.ts';
import { timeZoneFor, zonedMoment } from '../hours/time-zone.ts';
import { primarySalesLocation } from '../locations/filter.ts';
import type { Car } from '../stock/car.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type BoundaryDealer = Pick<Dealer, 'promo_cards' | 'offers' | 'locations' | 'country'>;

/** The earliest boundary after `now`, or null when no dated rule will change the pages. */
export function nextPageBoundary(
  dealer: BoundaryDealer,
  cars: readonly Pick<Car, 'created_at'>[],
  now: Date,
): Date | null {
  const after = now.getTime();
  let next = Infinity;
  const consider = (moment: number) => {
    if (moment > after && moment < next) next = moment;
  };
  for (const moment of datedContentBoundaries(dealer, now)) consider(moment);
  for (const moment of specialHourBoundaries(dealer, now)) consider(moment);
  for (const car of cars) consider(newArrivalEnds(car));
  consider(new Date(now.getFullYear() + 1, 0, 1).getTime());
  return Number.isFinite(next) ? new Date(next) : null;
}

/** Promo cards' first and last days and offers' last days, in the dealer's zone. */
function datedContentBoundaries(dealer: BoundaryDealer, now: Date): number[] {
  const state = primarySalesLocation(dealer.locations)?.address.state ?? '';
  const zone = timeZoneFor(state, dealer.country);
  const today = zonedMoment(now, zone).date;
  const moments: number[] = [];
  for (const card of dealer.promo_cards) {
    if (card.start !== undefined && card.start > today) moments.push(dayStart(card.start, zone));
    if (card.expiry !== undefined && card.expiry >= today)
      moments.push(dayStart(nextDate(card.expiry), zone));
  }
  for (const offer of dealer.offers) {
    if (offer.expiry !== undefined && offer.expiry >= today)
      moments.push(dayStart(nextDate(offer.expiry), zone));
  }
  return moments;
}

/** Each upcoming special day's start ('Today') and end (off the list), in its location's zone. */
function specialHourBoundaries(dealer: BoundaryDealer, now: Date): number[] {
  const moments: number[] = [];
  for (const location of dealer.locations) {
    const zone = timeZoneFor(location.address.state, dealer.country);
    const today = zonedMoment(now, zone).date;
    for (const { date } of location.contact_detail.special_hours) {
      if (date < today) continue;
      if (date > today) moments.push(dayStart(date, zone));
      moments.push(dayStart(nextDate(date), zone));
    }
  }
  return moments;
}

/** The first moment the car is no longer a new arrival (the 8 × 24 hours themselves count). */
export function newArrivalEnds(car: Pick<Car, 'created_at'>): number {
  const created = Date.parse(car.created_at);
  return Number.isNaN(created) ? NaN : created + NEW_ARRIVAL_DAYS * DAY_MS + 1;
}

/** "2026-11-30" → "2026-12-01". */
export function nextDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

/**
 * The instant a calendar date starts (local midnight) in a zone. The zone's offset is read at
 * a first guess and again at the moment found, which settles across a daylight-saving change.
 */
export function dayStart(isoDate: string, timeZone: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  const wallMidnight = Date.UTC(y!, m! - 1, d!);
  const first = wallMidnight - offsetAt(wallMidnight, timeZone);
  return wallMidnight - offsetAt(first, timeZone);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = zonedMoment(new Date(instant), timeZone);
  const [y, m, d] = wall.date.split('-').map(Number);
  const wallMs = Date.UTC(y!, m! - 1, d!) + (wall.minutes * 60 + wall.seconds) * 1000;
  return wallMs - Math.floor(instant / 1000) * 1000;
}
