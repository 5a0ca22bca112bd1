import { resolveStaticFile, type StaticFile } from './resolve-static.ts';

export interface StaticLookup {
  /** resolveStaticFile, answered from memory when asked again within `ttlMs`. */
  find(siteRoot: string, urlPathname: string): Promise<StaticFile | null>;
}

/**
 * Which file answers a URL path, remembered briefly: under load the same pages are asked for
 * many times a second, and each lookup is one to three stat calls. A rebuild shows within
 * `ttlMs`; a file that vanished meanwhile is answered 404 by the sender. Misses are kept too
 * (every unknown path would otherwise cost the stats again), and the whole memory is dropped
 * when it holds `maxEntries`, so made-up paths cannot grow it.
 */
export function createStaticLookup(
  options: { ttlMs?: number; maxEntries?: number } = {},
): StaticLookup {
  const ttlMs = options.ttlMs ?? 1000;
  const maxEntries = options.maxEntries ?? 20_000;
  const entries = new Map<string, { at: number; found: Promise<StaticFile | null> }>();
  return {
    find(siteRoot, urlPathname) {
      const key = `${siteRoot}\0${urlPathname}`;
      const now = performance.now();
      const cached = entries.get(key);
      if (cached && now - cached.at < ttlMs) return cached.found;
      if (entries.size >= maxEntries) entries.clear();
      const found = resolveStaticFile(siteRoot, urlPathname);
      entries.set(key, { at: now, found });
      return found;
    },
  };
}
