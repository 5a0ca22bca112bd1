import type { Site } from './site.ts';

/**
 * Values derived from a whole site (its stock and config) that many pages of one build show
 * unchanged, worked out once per site instead of once per page. A site is replaced, not
 * changed, when its files change (loadSite), so keying by the Site object is enough.
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
