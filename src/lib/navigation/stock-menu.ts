import type { Options } from '../config/index.ts';
import { carTypeSearchPath, type CarTypeKey, type PathOptions } from './car-type-path.ts';

export interface StockMenuEntry {
  label: string;
  href: string;
  /** Set for off-site links (a Virtual Showroom hosted elsewhere). */
  external: boolean;
}

type StockOptions = PathOptions & Pick<Options, 'used_label' | 'virtual_showroom_url'>;

/**
 * Spec §9 stock dropdown: New Cars, Demo Cars, Used/Pre-Owned Cars, Virtual Showroom.
 * New and Demo appear only with stock of that type; Virtual Showroom only when configured.
 */
export function stockMenuEntries(
  counts: Record<CarTypeKey, number>,
  options: StockOptions,
): StockMenuEntry[] {
  const entries: StockMenuEntry[] = [];
  const add = (type: CarTypeKey, label: string) =>
    entries.push({ label, href: carTypeSearchPath(type, options), external: false });
  if (counts.new > 0) add('new', 'New Cars');
  if (counts.demo > 0) add('demo', 'Demo Cars');
  add('used', `${options.used_label} Cars`);
  const showroom = options.virtual_showroom_url;
  if (showroom)
    entries.push({ label: 'Virtual Showroom', href: showroom, external: isExternal(showroom) });
  return entries;
}

/** Absolute http(s) links leave the dealer's site. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
