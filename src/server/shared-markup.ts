import { linksTo } from '../lib/html/links-to.ts';
import { siteMemo } from './site-memo.ts';
import type { Site } from './site.ts';

/**
 * Parts of the page shell (header, footer) rendered once per build and reused on every page
 * they do not link to. Those parts depend on the page only through the link to the page
 * itself (aria-current) and the home page's logo, so every page that is neither home nor
 * linked from them gets identical markup. Rendering them once instead of on each of hundreds
 * of landing pages saves several milliseconds per page (the ≤ 2.5 ms per page build bar).
 */
export async function sharedMarkup<Markup extends { toString(): string }>(
  site: Site,
  name: string,
  pathname: string,
  render: () => Promise<Markup>,
): Promise<Markup> {
  const shared = siteMemo(site, `shared-markup:${name}`, () => ({ markup: undefined as unknown }));
  const reusable = (markup: Markup) => !isHome(pathname) && !linksTo(markup.toString(), pathname);
  const kept = shared.markup as Markup | undefined;
  if (kept !== undefined && reusable(kept)) return kept;
  const markup = await render();
  if (kept === undefined && reusable(markup)) shared.markup = markup;
  return markup;
}

function isHome(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}
