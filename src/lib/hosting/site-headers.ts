/**
 * The `_headers` rules of one built dealer site: security headers for every answer, and a cache
 * rule for every file. Content-hashed files (the build's /_astro/ output, a hashed search index
 * file) are immutable for a year; everything else, pages first, is revalidated on each use.
 *
 * Hosts disagree on two rules setting one header for a path (Cloudflare Pages joins the values,
 * Netlify keeps one), so no path matches two rules that set the same header: the security
 * headers sit on one `/*` rule and the cache rules partition the site's paths between them.
 */
import type { HeaderLine, HeaderRule } from './headers-file.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface SiteHeadersInput {
  contentSecurityPolicy: string;
  permissionsPolicy: string;
  /** Every file the site serves, relative to its root with '/' separators ('cars/x/index.html'). */
  files: readonly string[];
  /** Which of them are content-hashed, so never change under their name. */
  isImmutable: (file: string) => boolean;
}

export function siteHeaderRules(input: SiteHeadersInput): HeaderRule[] {
  const security: HeaderLine[] = [
    { name: 'Content-Security-Policy', value: input.contentSecurityPolicy },
    { name: 'Permissions-Policy', value: input.permissionsPolicy },
    { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { name: 'X-Content-Type-Options', value: 'nosniff' },
  ];
  const tree = treeOf(input.files, input.isImmutable);
  return [{ pattern: '/*', headers: security }, ...cacheRules('', tree)];
}

interface Dir {
  /** Direct files: name → content-hashed. */
  files: Map<string, boolean>;
  dirs: Map<string, Dir>;
}

function treeOf(files: readonly string[], isImmutable: (file: string) => boolean): Dir {
  const root: Dir = { files: new Map(), dirs: new Map() };
  for (const file of files) {
    const parts = file.split('/');
    const name = parts.pop() ?? '';
    let dir = root;
    for (const part of parts) {
      let next = dir.dirs.get(part);
      if (!next) dir.dirs.set(part, (next = { files: new Map(), dirs: new Map() }));
      dir = next;
    }
    dir.files.set(name, isImmutable(file));
  }
  return root;
}

/** 'all' when every file under dir is content-hashed, 'none' when none is, else 'some'. */
function hashedShare(dir: Dir): 'all' | 'none' | 'some' {
  const shares = new Set<string>(
    [...dir.files.values()].map((hashed) => (hashed ? 'all' : 'none')),
  );
  for (const sub of dir.dirs.values()) {
    const share = hashedShare(sub);
    if (share === 'some') return 'some';
    shares.add(share);
  }
  if (shares.size > 1) return 'some';
  return shares.has('all') ? 'all' : 'none';
}

const byName = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

const cache = (pattern: string, value: string): HeaderRule => ({
  pattern,
  headers: [{ name: 'Cache-Control', value }],
});

/**
 * Rules covering every path under `url` (the directory's URL without its trailing slash):
 * one splat when the whole directory caches alike, else its index, its direct entries (one
 * `:entry` placeholder when none of its files is hashed) and each subdirectory in turn.
 */
function cacheRules(url: string, dir: Dir): HeaderRule[] {
  const share = hashedShare(dir);
  if (share !== 'some') return [cache(`${url}/*`, share === 'all' ? IMMUTABLE : REVALIDATE)];
  const rules = [cache(`${url}/`, REVALIDATE)];
  const hashedHere = [...dir.files.values()].some(Boolean);
  if (hashedHere) {
    for (const [name, hashed] of [...dir.files].sort(byName)) {
      rules.push(cache(`${url}/${name}`, hashed ? IMMUTABLE : REVALIDATE));
    }
    for (const name of [...dir.dirs.keys()].sort()) rules.push(cache(`${url}/${name}`, REVALIDATE));
  } else {
    // Direct files and each subdirectory's own page URL (`/finance` for finance/index.html).
    rules.push(cache(`${url}/:entry`, REVALIDATE));
  }
  const subdirs = [...dir.dirs].sort(byName);
  if (subdirs.every(([, sub]) => hashedShare(sub) === 'none')) {
    if (subdirs.length) rules.push(cache(`${url}/:entry/*`, REVALIDATE));
  } else {
    for (const [name, sub] of subdirs) rules.push(...cacheRules(`${url}/${name}`, sub));
  }
  return rules;
}
