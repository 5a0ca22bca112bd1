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

/** One reading of a site's `_headers`: a new object each time the file is read again. */
export interface SiteHeaderRules {
  /** The headers these rules give `pathname` (as requested, without its query). */
  for(pathname: string): Record<string, string>;
}

export interface SiteHeaders {
  /** The headers the site's rules give `pathname` (as requested, without its query). */
  for(siteRoot: string, pathname: string): Promise<Record<string, string>>;
  /**
   * The site's current rules: at once when they are read and not being checked again, else a
   * promise of them. The object changes when the file does, so what a caller works out from
   * one may be kept as long as it is the one returned.
   */
  rules(siteRoot: string): SiteHeaderRules | Promise<SiteHeaderRules>;
}

interface CachedRules {
  current: SiteHeaderRules;
  mtimeMs: number;
  checkedAt: number;
  pending: Promise<SiteHeaderRules> | null;
}

const NO_RULES: HeaderRule[] = [];

export function createSiteHeaders(
  options: { refreshMs?: number; onInvalid?: (file: string, error: unknown) => void } = {},
): SiteHeaders {
  const refreshMs = options.refreshMs ?? 1000;
  const sites = new Map<string, CachedRules>();

  async function reload(file: string, cached: CachedRules): Promise<SiteHeaderRules> {
    const info = await stat(file).catch(() => null);
    const mtimeMs = info?.mtimeMs ?? -1;
    if (mtimeMs === cached.mtimeMs) return cached.current;
    cached.mtimeMs = mtimeMs;
    cached.current = ruleSet(info ? await readRules(file, options.onInvalid) : NO_RULES);
    return cached.current;
  }

  function rules(siteRoot: string): SiteHeaderRules | Promise<SiteHeaderRules> {
    let cached = sites.get(siteRoot);
    if (!cached) {
      cached = { current: ruleSet(NO_RULES), mtimeMs: NaN, checkedAt: -Infinity, pending: null };
      sites.set(siteRoot, cached);
    }
    const entry = cached;
    if (entry.pending) return entry.pending;
    const now = performance.now();
    if (now - entry.checkedAt < refreshMs) return entry.current;
    entry.checkedAt = now;
    entry.pending = reload(path.join(siteRoot, HEADERS_FILE), entry).finally(() => {
      entry.pending = null;
    });
    return entry.pending;
  }

  return {
    rules,
    async for(siteRoot, pathname) {
      return (await rules(siteRoot)).for(pathname);
    },
  };
}

/** Rules with headersFor remembered per path (bounded: made-up paths cannot grow it). */
function ruleSet(rules: HeaderRule[]): SiteHeaderRules {
  const byPath = new Map<string, Record<string, string>>();
  return {
    for(pathname) {
      if (!rules.length) return {};
      let found = byPath.get(pathname);
      if (!found) {
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
