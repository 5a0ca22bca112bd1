import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** One page of one built site, as a request needs it: the site's host label and the path. */
export interface SiteUrl {
  slug: string;
  path: string;
}

/**
 * Every page of every site built under distDir, found by walking its HTML files (a superset
 * of the sitemap: noindex pages are pages too). `a/index.html` is served at `/a`, `a.html`
 * at `/a`; the site's 404 page and dot-folders (caches, private data) are left out.
 */
export async function discoverSiteUrls(distDir: string): Promise<SiteUrl[]> {
  const urls: SiteUrl[] = [];
  const sites = await readdir(distDir, { withFileTypes: true }).catch(() => []);
  for (const site of sites) {
    if (!site.isDirectory() || site.name.startsWith('.') || site.name.startsWith('_')) continue;
    const files = await readdir(path.join(distDir, site.name), { recursive: true });
    for (const file of files) {
      const urlPath = pagePath(file.split(path.sep).join('/'));
      if (urlPath) urls.push({ slug: site.name, path: urlPath });
    }
  }
  return urls.sort((a, b) => a.slug.localeCompare(b.slug) || a.path.localeCompare(b.path));
}

function pagePath(file: string): string | null {
  if (!file.endsWith('.html') || file === '404.html') return null;
  if (file.split('/').some((segment) => segment.startsWith('.'))) return null;
  if (file === 'index.html') return '/';
  const page = file.endsWith('/index.html')
    ? file.slice(0, -'/index.html'.length)
    : file.slice(0, -5);
  return `/${page}`;
}
