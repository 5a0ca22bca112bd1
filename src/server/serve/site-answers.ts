/**
 * What a site answers for a URL path, worked out once per build of the site and reading of its
 * `_headers`: which file (the page, else the site's 404 page with status 404), its content
 * type, whether it has compressed twins, and the headers that do not depend on the client
 * (cache policy, Vary, the site's own rules). Under load the same few thousand paths are asked
 * for many times a second, and none of this changes between two builds; only the encoding and
 * the revalidation are left to each request.
 */
import path from 'node:path';
import type { Tenant } from '../api/app/tenant.ts';
import type { Encoding } from './accept-encoding.ts';
import { contentTypeFor, isCompressible } from './content-types.ts';
import { findInIndex, type SiteFileIndex } from './resolve-static.ts';
import { HEADERS_FILE, type SiteHeaderRules, type SiteHeaders } from './site-headers.ts';
import type { StaticLookup } from './static-lookup.ts';

/** Host files a CDN reads and never serves. */
const HOST_FILES = new Set([`/${HEADERS_FILE}`, '/_redirects']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** The search index file is named by a hash of its content (prepare/search-index.ts). */
const HASHED_SEARCH_INDEX = /^\/search\/index\.[0-9a-f]{16}\.json$/;

/**
 * Astro names everything under /_astro/ by content hash, and the search index file carries
 * its own, so both may be cached for good; HTML must be revalidated so a nightly rebuild
 * shows at once; other public files get an hour.
 */
export function cacheControlFor(urlPathname: string, contentType: string, status: number): string {
  if (status !== 200) return REVALIDATE;
  if (urlPathname.startsWith('/_astro/') || HASHED_SEARCH_INDEX.test(urlPathname)) {
    return IMMUTABLE;
  }
  if (contentType.startsWith('text/html')) return REVALIDATE;
  return SHORT;
}

/** Where the build writes each encoded twin of a text file. */
const TWIN_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz', identity: '' };

export interface SiteAnswer {
  /** 200 for the file asked for, 404 for the site's 404 page. */
  status: 200 | 404;
  /** The file on disk (absolute). */
  file: string;
  contentType: string;
  /** Text: the build may have written `.br` and `.gz` twins beside it. */
  compressible: boolean;
  /**
   * The headers every answer of this path carries, lower-case names in the order they are
   * set: Cache-Control, Vary (compressible files), then the site's `_headers` rules, which
   * replace ours where they name the same header.
   */
  headerNames: readonly string[];
  headerValues: readonly string[];
  /** The file's path for each encoding: the build's `.br` / `.gz` twin, or the file itself. */
  twins: Readonly<Record<Encoding, string>>;
}

/** The answer for a path: the file and its fixed headers, or null when the site has no 404 page. */
export function siteAnswer(
  site: Tenant,
  index: SiteFileIndex,
  rules: SiteHeaderRules,
  urlPathname: string,
): SiteAnswer | null {
  const notFoundPage = path.join(site.siteRoot, '404.html');
  const found = HOST_FILES.has(urlPathname) ? null : findInIndex(index, urlPathname);
  if (found && found !== notFoundPage) return answerWith(found, 200, urlPathname, rules);
  const fallback = found ?? findInIndex(index, '/404.html');
  return fallback ? answerWith(fallback, 404, urlPathname, rules) : null;
}

function answerWith(
  file: string,
  status: 200 | 404,
  urlPathname: string,
  rules: SiteHeaderRules,
): SiteAnswer {
  const contentType = contentTypeFor(file);
  const compressible = isCompressible(contentType);
  // As Fastify keeps reply headers: one entry per lower-case name, a later value replacing
  // an earlier one in its place.
  const headers = new Map<string, string>();
  headers.set('cache-control', cacheControlFor(urlPathname, contentType, status));
  if (compressible) headers.set('vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(rules.for(urlPathname))) {
    headers.set(name.toLowerCase(), value);
  }
  return {
    status,
    file,
    contentType,
    compressible,
    headerNames: [...headers.keys()],
    headerValues: [...headers.values()],
    twins: {
      br: `${file}${TWIN_SUFFIX.br}`,
      gzip: `${file}${TWIN_SUFFIX.gzip}`,
      identity: file,
    },
  };
}

export interface SiteAnswers {
  /**
   * The answer for a URL path on a site (siteAnswer): at once when the site's file index and
   * `_headers` rules are at hand (every request but those during a site's first walk or a
   * look at its `_headers`), else a promise of it.
   */
  answer(site: Tenant, urlPathname: string): SiteAnswer | null | Promise<SiteAnswer | null>;
}

interface Remembered {
  rules: SiteHeaderRules;
  byPath: Map<string, SiteAnswer | null>;
}

/**
 * Answers remembered per tenant (a new build of a site is a new tenant object) and per
 * reading of its `_headers`, up to `maxPaths` paths a site: past that the memory starts
 * again, so made-up paths cannot grow it.
 */
export function createSiteAnswers(options: {
  lookup: StaticLookup;
  headers: SiteHeaders;
  maxPaths?: number;
}): SiteAnswers {
  const maxPaths = options.maxPaths ?? 50_000;
  const remembered = new WeakMap<Tenant, Remembered>();

  function answerFrom(
    site: Tenant,
    index: SiteFileIndex,
    rules: SiteHeaderRules,
    urlPathname: string,
  ): SiteAnswer | null {
    let memory = remembered.get(site);
    if (memory?.rules !== rules) {
      memory = { rules, byPath: new Map() };
      remembered.set(site, memory);
    }
    let answer = memory.byPath.get(urlPathname);
    if (answer === undefined) {
      if (memory.byPath.size >= maxPaths) memory.byPath.clear();
      answer = siteAnswer(site, index, rules, urlPathname);
      memory.byPath.set(urlPathname, answer);
    }
    return answer;
  }

  return {
    answer(site, urlPathname) {
      const index = options.lookup.index(site);
      const rules = options.headers.rules(site.siteRoot);
      if (index instanceof Promise || rules instanceof Promise) {
        return Promise.all([index, rules]).then(([readyIndex, readyRules]) =>
          answerFrom(site, readyIndex, readyRules, urlPathname),
        );
      }
      return answerFrom(site, index, rules, urlPathname);
    },
  };
}
