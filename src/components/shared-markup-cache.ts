import { linksToPath, linkTargets } from '../lib/html/links-to.ts';
import { siteMemo } from '../lib/site/memo.ts';
import type { Site } from '../lib/site/site.ts';

/** Markup kept for reuse, with the links it holds (found once, looked up on every page). */
interface KeptMarkup {
  markup: unknown;
  targets: ReadonlySet<string>;
}

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
  const kept = siteMemo(site, 'shared-markup', () => new Map<string, KeptMarkup>());
  const reused = kept.get(name);
  if (reused && !linksToPath(reused.targets, pathname)) return reused.markup as Markup;
  const markup = await render();
  if (!reused) {
    const targets = linkTargets(markup.toString());
    if (!linksToPath(targets, pathname)) kept.set(name, { markup, targets });
  }
  return markup;
}
