import { fileURLToPath } from 'node:url';

/** Pages Astro writes as `<name>.html` rather than `<name>/index.html`: its status pages. */
const STATUS_PAGES = new Set(['404', '500']);

/**
 * A page's file relative to its site ('/'-separated), as Astro's 'directory' build format,
 * which the sites use, names it: '/cars/x' or '/cars/x/' → 'cars/x/index.html', '/' →
 * 'index.html', '/404' → '404.html'. The build checks every page it names against the files
 * Astro reports (unwrittenPages), so a change in Astro cannot go unnoticed.
 */
export function sitePageFile(sitePath: string): string {
  const trimmed = sitePath.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return 'index.html';
  return STATUS_PAGES.has(trimmed) ? `${trimmed}.html` : `${trimmed}/index.html`;
}

/** The absolute path of a page's file under `outDir`, from the page's URL path. */
export function pageFile(outDir: URL, urlPath: string): string {
  // './': a first segment holding ':' must not read as a URL scheme.
  return fileURLToPath(new URL(`./${sitePageFile(urlPath)}`, outDir));
}

/** Of the files named, those none of the routes' written files (Astro's distURL) match. */
export function unwrittenPages(
  files: readonly string[],
  routes: Iterable<{ distURL?: readonly URL[] | undefined }>,
): string[] {
  const written = new Set<string>();
  for (const route of routes) {
    for (const url of route.distURL ?? []) written.add(fileURLToPath(url));
  }
  return files.filter((file) => !written.has(file));
}
