import { siteMemo } from './memo.ts';
import type { Site } from './site.ts';

/**
 * Whether this build takes the page at `sitePath` ('/cars/x') unchanged from the site it
 * replaces (src/server/build/page-reuse.ts): its route leaves it out of getStaticPaths, and the
 * build links the previous file in. Every page is rendered when the list is empty.
 */
export function isPrebuilt(site: Site, sitePath: string): boolean {
  if (site.prebuiltPages.length === 0) return false;
  return siteMemo(site, 'prebuilt-pages', () => new Set(site.prebuiltPages)).has(sitePath);
}
