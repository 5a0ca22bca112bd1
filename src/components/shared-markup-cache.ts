import { linksToPath, linkTargets } from '../lib/html/links-to.ts';
import { siteMemo } from '../lib/site/memo.ts';
import type { Site } from '../lib/site/site.ts';

/**
 * Every input other than the page's path that changes a shared part's markup: the layout
 * props (or values derived from them) passed down into it. Values are compared as JSON, so
 * key order does not matter and an `undefined` value is the same as no value.
 */
export type SharedMarkupVariant = Readonly<
  Record<string, string | number | boolean | null | undefined>
>;

/** One shared part of the page shell, as a page asks for it. */
export interface SharedPart {
  /** Which part: 'header', 'footer'. */
  name: string;
  variant: SharedMarkupVariant;
}

/** Markup kept for reuse, with the links it holds (found once, looked up on every page). */
interface KeptMarkup {
  markup: unknown;
  targets: ReadonlySet<string>;
}

/**
 * What a page gets: markup to write out (its own render, or one kept from another page), or
 * 'in-place' when the build renders shared parts on every page (renderSharedPartsOnEveryPage).
 */
export type SharedMarkupOutput<Markup> = Markup | 'in-place';

/** The cache key of a part: its name and its variant, whatever order the variant was written in. */
export function sharedPartKey({ name, variant }: SharedPart): string {
  const entries = Object.entries(variant)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${name} ${JSON.stringify(entries)}`;
}

/** Sites whose build renders the shared parts on every page instead of reusing them. */
const renderedOnEveryPage = new WeakSet<Site>();

/**
 * Switches reuse off for one build's site: every page renders the header and footer itself,
 * as if they were not shared. That build is the reference the reuse is checked against
 * (tests/integration/build/shared-markup.test.ts). The build sets it as it loads the site
 * (src/integrations/site-context.ts, option reuseSharedMarkup); pages never do.
 */
export function renderSharedPartsOnEveryPage(site: Site): void {
  renderedOnEveryPage.add(site);
}

/**
 * Parts of the page shell (header, footer) rendered once per build and reused on every page
 * they do not link to. Those parts depend on the page only through the link to the page
 * itself (aria-current; the home page is the logo's link) and on their variant, so every page
 * they do not link to, asking for the same variant, gets identical markup. Rendering them once
 * instead of on each of hundreds of landing pages saves milliseconds per page (the ≤ 2.5 ms
 * per page build bar).
 */
export async function sharedMarkup<Markup extends { toString(): string }>(
  site: Site,
  part: SharedPart,
  pathname: string,
  render: () => Promise<Markup>,
): Promise<SharedMarkupOutput<Markup>> {
  if (renderedOnEveryPage.has(site)) return 'in-place';
  const kept = siteMemo(site, 'shared-markup', () => new Map<string, KeptMarkup>());
  const key = sharedPartKey(part);
  const reused = kept.get(key);
  if (reused && !linksToPath(reused.targets, pathname)) return reused.markup as Markup;
  const markup = await render();
  if (!reused) {
    const targets = linkTargets(markup.toString());
    if (!linksToPath(targets, pathname)) kept.set(key, { markup, targets });
  }
  return markup;
}
