import type { Site } from './site.ts';

/**
 * Values derived from a whole site that many pages of one build show unchanged (the header's
 * data, the theme's tokens, the site's structured data), worked out on first use instead of
 * once per page. Keyed by the site object itself: each build renders from its own prepared
 * site, so nothing kept here can outlive or leak into another build.
 */
const memos = new WeakMap<Site, Map<string, unknown>>();

export function siteMemo<T>(site: Site, key: string, compute: () => T): T {
  let memo = memos.get(site);
  if (!memo) {
    memo = new Map();
    memos.set(site, memo);
  }
  if (!memo.has(key)) memo.set(key, compute());
  return memo.get(key) as T;
}
