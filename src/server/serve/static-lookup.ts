import type { Tenant } from '../api/app/tenant.ts';
import { resolveStaticFile, type StaticFile } from './resolve-static.ts';

export interface StaticLookup {
  /** resolveStaticFile for a site, remembered for as long as the same build is served. */
  find(site: Tenant, urlPathname: string): Promise<StaticFile | null>;
}

/**
 * Which file answers a URL path, remembered: under load the same pages are asked for many
 * times a second, and each lookup is one to three stat calls. An entry holds for the tenant
 * entry it was made for (replaced when a build swaps the site in). Misses are kept too (an
 * unknown path would otherwise cost its stats again), and everything is dropped when
 * `maxEntries` is reached, so made-up paths cannot grow it.
 */
export function createStaticLookup(options: { maxEntries?: number } = {}): StaticLookup {
  const maxEntries = options.maxEntries ?? 20_000;
  const entries = new Map<string, { site: Tenant; found: Promise<StaticFile | null> }>();
  return {
    find(site, urlPathname) {
      const key = `${site.siteRoot}\0${urlPathname}`;
      const cached = entries.get(key);
      if (cached?.site === site) return cached.found;
      if (entries.size >= maxEntries) entries.clear();
      const found = resolveStaticFile(site.siteRoot, urlPathname);
      entries.set(key, { site, found });
      return found;
    },
  };
}
