/** The sitemaps protocol allows 50,000 URLs per file; past that we write an index. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** Error pages are not content; they never go in a sitemap. */
const ERROR_PAGE = /^\/?(?:404|500)(?:\/|\.html|\/index\.html)?$/;

/**
 * The canonical absolute URL for a built page: the dealer's site URL plus the route path,
 * without `index.html`, `.html` or a trailing slash (the server answers `/finance` from
 * `finance/index.html` directly). The home page keeps its `/`.
 */
export function canonicalPageUrl(siteUrl: string, pathname: string): string {
  const clean = pathname
    .replace(/(?:^|\/)index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/^\/+|\/+$/g, '');
  return new URL(clean === '' ? '/' : `/${clean}`, siteUrl).href;
}

export function isErrorPage(pathname: string): boolean {
  return ERROR_PAGE.test(pathname);
}

export function sitemapUrlSet(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries}\n</urlset>\n`
  );
}

export function sitemapIndex(sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls
    .map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`)
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries}\n</sitemapindex>\n`
  );
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/** True when the page's HTML asks search engines to keep it out (`<meta name="robots" noindex>`). */
export function declaresNoindex(html: string): boolean {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    if (/\bname\s*=\s*["']?robots\b/i.test(tag) && /\bcontent\s*=\s*["'][^"']*noindex/i.test(tag)) {
      return true;
    }
  }
  return false;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
