import { groupedNumber } from '../numbers/grouped-number.ts';

/** Whole dollars with thousands separators: 30000 → '$30,000'. */
export function dollars(amount: number): string {
  return `$${groupedNumber(amount)}`;
}
