/**
 * Search path slugs for facet values: lowercase ASCII, accents folded ('Škoda' → 'skoda'),
 * ampersands removed ('Cab & Chassis' → 'cab-chassis'), every other run of spaces or
 * punctuation one '-' ('Mercedes-Benz' → 'mercedes-benz', 'C-HR' → 'c-hr',
 * "O'Brien Toyota" → 'o-brien-toyota'), no '-' at either end. The same rule as the spec's
 * /models?body= slug, extended to punctuation. A value with no letters or digits has no slug ('').
 */
export function searchSlug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
