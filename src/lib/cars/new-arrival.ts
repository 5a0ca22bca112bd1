import type { Car } from '../stock/car.ts';

/** Spec §9: a car listed within the last 8 days carries the new-arrival tag. */
export const NEW_ARRIVAL_DAYS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Listed at most 8 × 24 hours before `now` (the boundary itself counts). A listing time
 * after `now` (a clock a little ahead of the build's) counts as new; an unreadable
 * `created_at` never does.
 */
export function isNewArrival(car: Pick<Car, 'created_at'>, now: Date): boolean {
  const created = Date.parse(car.created_at);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created <= NEW_ARRIVAL_DAYS * DAY_MS;
}
