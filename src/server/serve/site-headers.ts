/**
 * Each built site's `_headers` file (written by the build for CDN hosts), applied by the local
 * server so a site answers here with the headers it gets in production. Parsed once per site
 * and re-read when the file's mtime moves (a rebuild), checked at most once per `refreshMs`.
 * A file the parser refuses is reported once and applies no rules until it changes.
 */
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { headersFor, parseHeadersFile, type HeaderRule } from '../../lib/hosting/headers-file.ts';

export const HEADERS_FILE = '_headers';
const MAX_PATHS = 20_000;

export interface SiteHeaders {
  /** The headers the site's rules give `pathname` (as requested, without its query). */
  for(siteRoot: string, pathname: string): Promise<Record<string, string>>;
}

interface CachedRules {
  rules: HeaderRule[];
  /** headersFor per path, for these rules (dropped with them). */
  byPath: Map<string, Record<string, string>>;
  mtimeMs: number;
  checkedAt: number;
  pending: Promise<HeaderRule[]> | null;
}

export function createSiteHeaders(
  options: { refreshMs?: number; onInvalid?: (file: string, error: unknown) => void } = {},
): SiteHeaders {
  const refreshMs = options.refreshMs ?? 1000;
  const sites = new Map<string, CachedRules>();

  async function reload(file: string, cached: CachedRules): Promise<HeaderRule[]> {
    const info = await stat(file).catch(() => null);
    const mtimeMs = info?.mtimeMs ?? -1;
    if (mtimeMs === cached.mtimeMs) return cached.rules;
    cached.mtimeMs = mtimeMs;
    cached.rules = info ? await readRules(file, options.onInvalid) : [];
    cached.byPath = new Map();
    return cached.rules;
  }

  function rulesOf(siteRoot: string): CachedRules | Promise<CachedRules> {
    let cached = sites.get(siteRoot);
    if (!cached) {
      cached = { rules: [], byPath: new Map(), mtimeMs: NaN, checkedAt: -Infinity, pending: null };
      sites.set(siteRoot, cached);
    }
    const now = performance.now();
    const entry = cached;
    if (now - entry.checkedAt < refreshMs) return entry.pending?.then(() => entry) ?? entry;
    entry.checkedAt = now;
    entry.pending = reload(path.join(siteRoot, HEADERS_FILE), entry).finally(() => {
      entry.pending = null;
    });
    return entry.pending.then(() => entry);
  }

  return {
    async for(siteRoot, pathname) {
      const { rules, byPath } = await rulesOf(siteRoot);
      if (!rules.length) return {};
      let found = byPath.get(pathname);
      if (!found) {
        // Bounded like the other per-path memories: made-up paths cannot grow it.
        if (byPath.size >= MAX_PATHS) byPath.clear();
        found = headersFor(rules, pathname);
        byPath.set(pathname, found);
      }
      return found;
    },
  };
}

async function readRules(
  file: string,
  onInvalid: ((file: string, error: unknown) => void) | undefined,
): Promise<HeaderRule[]> {
  try {
    return parseHeadersFile(await readFile(file, 'utf8'));
  } catch (error) {
    onInvalid?.(file, error);
    return [];
  }
}
