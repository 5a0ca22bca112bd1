/**
 * Which price a car shows first. Australian Consumer Law s48 (component pricing): a price that
 * leaves on-road costs out may not be shown without the single total, the drive-away price,
 * being at least as prominent. So when the feed carries a drive-away price beside such a
 * price, the drive-away price leads and the other follows it; the page gives the primary
 * price the most prominent place and never makes the secondary one larger.
 */
import type { Car, PriceType } from '../stock/car.ts';

export interface DisplayedPrice {
  /** Whole dollars; 0 means price on application. */
  amount: number;
  type: PriceType;
}

export interface PriceDisplay {
  primary: DisplayedPrice;
  secondary: DisplayedPrice | null;
}

/** Price types that leave on-road costs (registration, stamp duty, delivery) out. */
export const ON_ROAD_EXCLUDING_PRICE_TYPES: readonly PriceType[] = [
  'excl_govt_charges',
  'plus_orc',
];

export function excludesOnRoadCosts(type: PriceType): boolean {
  return ON_ROAD_EXCLUDING_PRICE_TYPES.includes(type);
}

export function priceDisplay(
  car: Pick<Car, 'price' | 'price_type' | 'drive_away_price'>,
): PriceDisplay {
  const stated: DisplayedPrice = { amount: car.price, type: car.price_type };
  const driveAway = car.drive_away_price;
  if (!excludesOnRoadCosts(car.price_type) || driveAway === null || driveAway <= 0) {
    return { primary: stated, secondary: null };
  }
  const primary: DisplayedPrice = { amount: driveAway, type: 'drive_away' };
  // A price on application beside a drive-away price says nothing more: the total stands alone.
  return { primary, secondary: car.price > 0 ? stated : null };
}
