import type { VehicleWords } from '../../lib/content/vehicle-words.ts';

/** What the confirmation island needs from the build: the dealer's words and paths. */
export interface ReservationConfig {
  site: string;
  dealerName: string;
  phone: string;
  /** tel: link of `phone`. */
  phoneHref: string;
  onlineBuying: boolean;
  /** The dealer's vehicle noun ('the motorcycle is reserved for you'). */
  words: VehicleWords;
}

export function serialiseReservationConfig(config: ReservationConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}
