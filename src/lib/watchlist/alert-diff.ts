/**
 * Which watch alerts one build's stock change raises for one watched car: the car as the
 * watchlist last saw it against the car in the new build (or its absence), filtered by the
 * shopper's switches. Pure: the API records what this answers, once per change.
 */

/** The three alerts a shopper can switch on per watched car (issue 14, point 3). */
export type AlertKind = 'price_drop' | 'sold_or_reserved' | 'back_in_stock';

export const ALERT_KINDS: readonly AlertKind[] = [
  'price_drop',
  'sold_or_reserved',
  'back_in_stock',
];

/** Where a car stands for alerts: as the watchlist page states it. */
export type CarStanding = 'available' | 'reserved' | 'sold' | 'gone';

/** A watched car's snapshot as far as alerts care. */
export interface AlertCar {
  /** Whole dollars; 0 is price on application. */
  price: number;
  standing: CarStanding;
}

export interface AlertSwitches {
  priceDrop: boolean;
  soldOrReserved: boolean;
  backInStock: boolean;
}

export interface AlertChange {
  kind: AlertKind;
  before: AlertCar;
  after: AlertCar;
}

const SWITCH_OF: Record<AlertKind, keyof AlertSwitches> = {
  price_drop: 'priceDrop',
  sold_or_reserved: 'soldOrReserved',
  back_in_stock: 'backInStock',
};

/** Where a listed car stands: sold before reserved before available. */
export function standingOf(
  car: { sold?: unknown; reserved?: unknown },
  listed: boolean,
): CarStanding {
  if (!listed) return 'gone';
  if (car.sold === true) return 'sold';
  if (car.reserved === true) return 'reserved';
  return 'available';
}

/**
 * The changes from `before` to `after` (null: the car is not in the new build), at most one
 * of each kind, in ALERT_KINDS order, those switched off left out.
 *
 * - price drop: the car is still for sale (available or reserved) at a real price (> 0)
 *   lower than before, and was for sale before. A car coming back is told once, as back in
 *   stock, not twice.
 * - sold or reserved: it became sold or reserved, or left stock while it could still be
 *   bought (cars leave a dealer's feed when they sell). A sold car dropping out of the feed
 *   is no news.
 * - back in stock: it is available again after being gone, sold or reserved.
 */
export function alertChanges(
  before: AlertCar,
  after: AlertCar | null,
  switches: AlertSwitches,
): AlertChange[] {
  const now: AlertCar = after ?? { price: before.price, standing: 'gone' };
  const forSale = (standing: CarStanding) => standing === 'available' || standing === 'reserved';
  const backInStock = now.standing === 'available' && before.standing !== 'available';
  const kinds: AlertKind[] = [];
  const cheaper = now.price > 0 && now.price < before.price;
  if (forSale(before.standing) && forSale(now.standing) && cheaper && !backInStock) {
    kinds.push('price_drop');
  }
  const unavailable = now.standing !== 'available' && now.standing !== before.standing;
  if (unavailable && !(before.standing === 'sold' && now.standing === 'gone')) {
    kinds.push('sold_or_reserved');
  }
  if (backInStock) kinds.push('back_in_stock');
  return kinds
    .filter((kind) => switches[SWITCH_OF[kind]])
    .map((kind) => ({ kind, before, after: now }));
}

export function isAlertKind(value: unknown): value is AlertKind {
  return typeof value === 'string' && (ALERT_KINDS as readonly string[]).includes(value);
}
