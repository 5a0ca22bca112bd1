import { linksTo } from '../lib/html/links-to.ts';
import { siteMemo } from './site-memo.ts';
import type { Site } from './site.ts';

/**
 * Parts of the page shell (header, footer) rendered once per build and reused on every page
 * they do not link to. Those parts depend on the page only through the link to the page
 * itself (aria-current; the home page is the logo's link), so every page they do not link to
 * gets identical markup. Rendering them once instead of on each of hundreds of landing pages
 * saves milliseconds per page (the ≤ 2.5 ms per page build bar).
 */
export async function sharedMarkup<Markup extends { toString(): string }>(
  site: Site,
  name: string,
  pathname: string,
  render: () => Promise<Markup>,
): Promise<Markup> {
  const kept = siteMemo(site, 'shared-markup', () => new Map<string, unknown>());
  const reused = kept.get(name) as Markup | undefined;
  if (reused && !linksTo(reused.toString(), pathname)) return reused;
  const markup = await render();
  if (!reused && !linksTo(markup.toString(), pathname)) kept.set(name, markup);
  return markup;
}
