import type { BrandItem, Dealer, Image, Model } from '../config/index.ts';
import { sortModels } from '../navigation/model-card.ts';
import { isAvailable } from '../site/stock-counts.ts';
import type { Car } from '../stock/car.ts';
import { slugify } from '../stock/slug.ts';

export interface BrandPage {
  slug: string;
  path: string;
  name: string;
  logo: Image;
  description: string | null;
  models: Model[];
  /** Available cars of this make. */
  stockCount: number;
  /** Spec: /search/{make}. */
  searchHref: string;
}

const BRAND_PATH = /^\/brands\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** The brand slug of a brand item that links to a /brands/{slug} page, else null. */
export function brandItemSlug(item: Pick<BrandItem, 'url'>): string | null {
  return BRAND_PATH.exec(item.url)?.[1] ?? null;
}

/**
 * One /brands/{slug} page per manufacturer, and per brand item linking to a /brands/ page
 * (a manufacturer and a brand item with the same slug share one page, the manufacturer's
 * description kept). Brand items linking elsewhere (a sister site) get no page.
 */
export function brandPages(
  dealer: Pick<Dealer, 'manufacturers' | 'brand_items' | 'models'>,
  cars: readonly Pick<Car, 'make' | 'sold'>[],
): BrandPage[] {
  const sources = new Map<string, { name: string; logo: Image; description: string | null }>();
  for (const m of dealer.manufacturers) {
    sources.set(m.slug, { name: m.name, logo: m.logo, description: m.description ?? null });
  }
  for (const item of dealer.brand_items) {
    const slug = brandItemSlug(item);
    if (slug && !sources.has(slug))
      sources.set(slug, { name: item.name, logo: item.logo, description: null });
  }
  return [...sources].map(([slug, brand]) => {
    const make = brand.name.toLowerCase();
    return {
      slug,
      path: `/brands/${slug}`,
      ...brand,
      models: sortModels(dealer.models.filter((m) => m.manufacturer_name.toLowerCase() === make)),
      stockCount: cars.filter((c) => c.make.toLowerCase() === make && isAvailable(c)).length,
      searchHref: `/search/${slugify(brand.name)}`,
    };
  });
}
