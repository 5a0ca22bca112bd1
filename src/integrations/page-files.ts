/** Pages Astro writes as `<name>.html` rather than `<name>/index.html`: its status pages. */
const STATUS_PAGES = new Set(['404', '500']);

/**
 * A page's file relative to its site ('/'-separated), as Astro's 'directory' build format,
 * which the sites use, names it: '/cars/x' or '/cars/x/' → 'cars/x/index.html', '/' →
 * 'index.html', '/404' → '404.html'. Page reuse (page-reuse.ts) names the pages it takes from
 * the previous site with it; a unit test holds it to Astro's own naming for the pinned
 * version, so a change in Astro cannot go unnoticed.
 */
export function sitePageFile(sitePath: string): string {
  const trimmed = sitePath.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return 'index.html';
  return STATUS_PAGES.has(trimmed) ? `${trimmed}.html` : `${trimmed}/index.html`;
}
