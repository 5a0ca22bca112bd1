import type { BrandItem, Manufacturer } from '../config/index.ts';

export interface BrandEntry {
  name: string;
  url: string;
  logo: BrandItem['logo'];
}

/**
 * Brands mega menu: the dealer's brand items, or its manufacturers (linking /brands/{slug})
 * when it lists no brand items. Sorted by name.
 */
export function brandMenuEntries(dealer: {
  brand_items: readonly BrandItem[];
  manufacturers: readonly Manufacturer[];
}): BrandEntry[] {
  const entries: BrandEntry[] = dealer.brand_items.length
    ? dealer.brand_items.map(({ name, url, logo }) => ({ name, url, logo }))
    : dealer.manufacturers.map((m) => ({ name: m.name, url: `/brands/${m.slug}`, logo: m.logo }));
  return entries.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
