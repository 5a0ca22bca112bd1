import type { MenuItem } from '../config/index.ts';

export type MenuKind = 'link' | 'dropdown' | 'brands' | 'models' | 'bodies' | 'columns' | 'stock';

/**
 * Which menu a header item renders as (spec "Menu item"). A named dynamicDropdown wins, then
 * column lists, then a plain dropdown, then a link. An item with nothing to show is `null`
 * so the header can skip it instead of rendering an empty button.
 */
export function menuKind(
  item: Pick<MenuItem, 'url' | 'dynamicDropdown' | 'dropdownItems' | 'dropdownMenus'>,
): MenuKind | null {
  if (item.dynamicDropdown) return item.dynamicDropdown;
  if (item.dropdownMenus?.length) return 'columns';
  if (item.dropdownItems?.length) return 'dropdown';
  if (item.url) return 'link';
  return null;
}

/** The label shown for an item: its name, else its title. */
export function menuLabel(item: Pick<MenuItem, 'name' | 'title'>): string {
  return item.name ?? item.title ?? '';
}
