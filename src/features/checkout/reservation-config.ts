/** What the confirmation island needs from the build: the dealer's words and paths. */
export interface ReservationConfig {
  site: string;
  dealerName: string;
  phone: string;
  /** tel: link of `phone`. */
  phoneHref: string;
  onlineBuying: boolean;
}

export function serialiseReservationConfig(config: ReservationConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}
