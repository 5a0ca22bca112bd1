import { z } from 'astro/zod';
import { linkTarget } from './primitives.ts';

export const dynamicDropdown = z.enum(['brands', 'models', 'bodies', 'columns', 'stock']);

const link = z.strictObject({
  name: z.string().min(1),
  url: linkTarget,
  className: z.string().optional(),
});

const column = z.strictObject({
  title: z.string().min(1),
  items: z.array(link).min(1),
});

/**
 * Spec "Menu item". One shape covers every menu type; the type is derived by `menuKind`:
 * a link has `url`, a dropdown has `dropdownItems`, a mega/body/column/stock menu names its
 * `dynamicDropdown`, and a column menu also lists `dropdownMenus`.
 */
export const menuItem = z
  .strictObject({
    name: z.string().min(1).optional(),
    title: z.string().min(1).optional(),
    url: linkTarget.optional(),
    className: z.string().optional(),
    dynamicDropdown: dynamicDropdown.optional(),
    dropdownItems: z.array(link).optional(),
    dropdownMenus: z.array(column).optional(),
    mobileOpen: z.boolean().default(false),
  })
  .superRefine((item, ctx) => {
    if (!item.name && !item.title) ctx.addIssue({ code: 'custom', message: 'needs a name or title' });
    const shapes = [item.url !== undefined && !item.dynamicDropdown && !item.dropdownItems,
      item.dropdownItems !== undefined, item.dynamicDropdown !== undefined];
    if (!shapes.some(Boolean)) {
      ctx.addIssue({ code: 'custom', message: 'needs a url, dropdownItems or dynamicDropdown' });
    }
    if (item.dynamicDropdown === 'columns' && !item.dropdownMenus?.length) {
      ctx.addIssue({ code: 'custom', path: ['dropdownMenus'], message: 'a columns menu needs dropdownMenus' });
    }
  });

/** Footer navigation: titled columns of links. */
export const footerNavigation = z.array(column);

export type MenuItem = z.infer<typeof menuItem>;
export type MenuLink = z.infer<typeof link>;
export type MenuColumn = z.infer<typeof column>;
export type DynamicDropdown = z.infer<typeof dynamicDropdown>;
