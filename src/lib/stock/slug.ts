/** Lowercase ASCII words joined by single hyphens: "2024 Mazda CX-5 Maxx Sport" → "2024-mazda-cx-5-maxx-sport". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
