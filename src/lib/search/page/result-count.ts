/** How many cars a search found, in words: 'No cars', '1 car', '1,234 cars' ('motorcycles' likewise). */
import type { VehicleWords } from '../../content/vehicle-words.ts';
import { groupedNumber } from '../../numbers/grouped-number.ts';

export function resultCountText(total: number, words: VehicleWords): string {
  if (total <= 0) return `No ${words.plural}`;
  return `${groupedNumber(total)} ${total === 1 ? words.singular : words.plural}`;
}

/** The drawer's button: 'Show 1,234 cars', 'Show 1 car', 'No cars found'. */
export function showResultsText(total: number, words: VehicleWords): string {
  if (total <= 0) return `No ${words.plural} found`;
  return `Show ${resultCountText(total, words)}`;
}
