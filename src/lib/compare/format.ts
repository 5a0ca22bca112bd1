import { groupedNumber } from '../numbers/grouped-number.ts';
import type { PriceType } from '../stock/car.ts';

/** How each price type reads next to a price (AU/NZ dealer usage). */
export const PRICE_TYPE_LABELS: Readonly<Record<PriceType, string>> = {
  drive_away: 'Drive Away',
  excl_govt_charges: 'Excl. Govt. Charges',
  plus_orc: '+ ORC',
};

export const PRICE_ON_APPLICATION = 'Price on application';

/** '$29,490'; 0 or less (or unreadable) is price on application. */
export function formatPrice(price: number): string {
  if (!Number.isFinite(price) || price <= 0) return PRICE_ON_APPLICATION;
  return `$${groupedNumber(price)}`;
}

/** '$29,490 Drive Away': the price with its type, as a comparable line. */
export function formatPriceWithType(price: number, priceType: PriceType | null): string {
  const text = formatPrice(price);
  if (text === PRICE_ON_APPLICATION || !priceType) return text;
  return `${text} ${PRICE_TYPE_LABELS[priceType]}`;
}

/** '27,534 km'; null when unknown. */
export function formatKm(km: number | null): string | null {
  if (km === null || !Number.isFinite(km) || km < 0) return null;
  return `${groupedNumber(km)} km`;
}
