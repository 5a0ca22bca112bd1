/**
 * The content of each dynamic menu, computed once per build (the header renders on every page,
 * and the body menu walks the whole stock list).
 */
import type { MenuLink } from '../../lib/config/index.ts';
import { bodyMenuEntries, type BodyMenuEntry } from '../../lib/navigation/body-menu.ts';
import { brandMenuEntries, type BrandEntry } from '../../lib/navigation/brands.ts';
import { sortModels } from '../../lib/navigation/model-card.ts';
import {
  isExternal,
  stockMenuEntries,
  type StockMenuEntry,
} from '../../lib/navigation/stock-menu.ts';
import type { Site } from '../../lib/site/site.ts';

export interface MenuData {
  models: Site['dealer']['models'];
  brands: BrandEntry[];
  bodies: BodyMenuEntry[];
  stock: StockMenuEntry[];
}

const cache = new WeakMap<Site, MenuData>();

export function menuData(site: Site): MenuData {
  const hit = cache.get(site);
  if (hit) return hit;
  const { dealer } = site;
  const data: MenuData = {
    models: sortModels(dealer.models),
    brands: brandMenuEntries(dealer),
    bodies: bodyMenuEntries(site.cars, dealer.search.path),
    stock: stockMenuEntries(site.counts, dealer.config),
  };
  cache.set(site, data);
  return data;
}

/** A configured dropdown link in the shape the list renders. */
export function linkEntry(link: MenuLink): StockMenuEntry & { className?: string | undefined } {
  return {
    label: link.name,
    href: link.url,
    external: isExternal(link.url),
    className: link.className,
  };
}
