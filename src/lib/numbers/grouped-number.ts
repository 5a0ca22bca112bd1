/**
 * Whole numbers grouped the Australian way ('1,234'), without Intl: toLocaleString('en-AU')
 * and Intl.NumberFormat load locale data on first use, which showed up as the costliest step
 * while a results page hydrates on a phone. Every price, count and distance in the islands
 * goes through here.
 */
export function groupedNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
