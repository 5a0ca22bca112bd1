/** Spec §9: the autocomplete shows a suggestion's price only above $250. */
export const AUTOCOMPLETE_MIN_PRICE = 250;

/** Whether an autocomplete suggestion shows its price (0 = price on application never shows). */
export function showAutocompletePrice(price: number | null | undefined): boolean {
  return typeof price === 'number' && price > AUTOCOMPLETE_MIN_PRICE;
}
