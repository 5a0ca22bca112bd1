/**
 * The link check of one built site: reads every page (and stylesheet, sitemap and robots.txt)
 * under `dist/<slug>/`, collects the site paths they link to, and asks the local server's own
 * rules (resolve-static.ts) which file answers each. A path no file answers, or only the
 * site's 404 page (which the server sends with status 404), is broken.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mapLimit } from '../build/bench/measure-pages.ts';
import { pagePath } from '../build/bench/page-types.ts';
import { readBuildRecord } from '../build/build-record.ts';
import { resolveStaticFile } from '../serve/resolve-static.ts';
import { linksInHtml } from './html-links.ts';
import type { BrokenLink } from './link-patterns.ts';
import { linkBase, linkedSitePath } from './site-path.ts';
import { cssUrls, robotsSitemapUrls, sitemapUrls } from './text-links.ts';

export interface SiteLinkCheck {
  /** The site's public URL the check took for its own (absolute links to it are checked). */
  siteUrl: string | null;
  /** Files read: pages, stylesheets, sitemaps, robots.txt. */
  files: number;
  /** Distinct (file, site path) pairs. */
  links: number;
  /** Distinct site paths. */
  paths: number;
  /** Sorted by path. */
  broken: BrokenLink[];
}

export interface CheckSiteLinksOptions {
  /** The site's public URL; by default the one the build recorded in the site. */
  siteUrl?: string | null;
}

/** The file the server answers unknown paths with, at status 404 (static-site.ts). */
const NOT_FOUND_PAGE = '404.html';

/** Files read at once: enough to keep the disk busy without holding a site in memory. */
const READ_CONCURRENCY = 8;

export async function checkSiteLinks(
  siteDir: string,
  options: CheckSiteLinksOptions = {},
): Promise<SiteLinkCheck> {
  const siteUrl =
    options.siteUrl !== undefined
      ? options.siteUrl
      : ((await readBuildRecord(siteDir))?.siteUrl ?? null);
  const files = await listLinkingFiles(siteDir);
  const linked = await mapLimit(files, READ_CONCURRENCY, async (file) => {
    const filePath = servedAt(file);
    const base = linkBase(filePath, siteUrl);
    const paths = new Set<string>();
    for (const link of linksInFile(file, await readFile(path.join(siteDir, file), 'utf8'))) {
      const sitePath = linkedSitePath(link, base);
      // A page naming itself exists: it is being read. (The 404 page names itself in its
      // canonical link, and the server answers that path with 404.)
      if (sitePath !== null && sitePath !== base.url.pathname) paths.add(sitePath);
    }
    return { filePath, paths };
  });
  // In file order, so the example page of a broken link is the same on every run.
  const linkers = new Map<string, { count: number; example: string }>();
  let links = 0;
  for (const { filePath, paths } of linked) {
    links += paths.size;
    for (const sitePath of paths) {
      const seen = linkers.get(sitePath);
      if (seen) seen.count++;
      else linkers.set(sitePath, { count: 1, example: filePath });
    }
  }
  const notFoundPage = path.join(path.resolve(siteDir), NOT_FOUND_PAGE);
  const checked = await mapLimit([...linkers], READ_CONCURRENCY * 2, async ([sitePath, seen]) => {
    const found = await resolveStaticFile(siteDir, sitePath);
    const broken = found === null || found.file === notFoundPage;
    return broken ? { path: sitePath, linkedFrom: seen.count, example: seen.example } : null;
  });
  const broken = checked
    .filter((link): link is BrokenLink => link !== null)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { siteUrl, files: files.length, links, paths: linkers.size, broken };
}

/** The URLs one file names, by the kind of file; nothing for files that link to nothing. */
function linksInFile(file: string, text: string): string[] {
  if (file.endsWith('.html')) return linksInHtml(text);
  if (file.endsWith('.css')) return cssUrls(text);
  if (file === 'robots.txt') return robotsSitemapUrls(text);
  return sitemapUrls(text);
}

/** The site path a file is served at: pages without `index.html` or `.html`, others as named. */
function servedAt(file: string): string {
  return file.endsWith('.html') ? pagePath(file) : `/${file}`;
}

/**
 * Files that can link, relative with '/' separators and sorted: HTML pages, stylesheets,
 * sitemaps and robots.txt. Dot-entries (the build record, a build in progress) are private.
 */
export async function listLinkingFiles(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    .filter(
      (file) =>
        /\.(?:html|css)$/.test(file) || file === 'robots.txt' || /^sitemap[^/]*\.xml$/.test(file),
    )
    .sort();
}
