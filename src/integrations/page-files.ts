import { fileURLToPath } from 'node:url';

/** Pages Astro writes as `<name>.html` rather than `<name>/index.html` (its status pages). */
const STATUS_PAGES = new Set(['/404/', '/500/']);

/**
 * The file Astro's static build writes a page to, from the page's URL path (`/cars/x/`) and
 * the output directory: `<outDir>/cars/x/index.html`, or `<outDir>/404.html`. It follows
 * Astro's 'directory' build format, which the sites use; the build checks every page it
 * names against the files Astro reports (unwrittenPages), so a change in Astro cannot go
 * unnoticed.
 */
export function pageFile(outDir: URL, urlPath: string): string {
  const folderPath = urlPath.endsWith('/') ? urlPath : `${urlPath}/`;
  const relative = STATUS_PAGES.has(folderPath)
    ? `.${folderPath.slice(0, -1)}.html`
    : `.${folderPath}index.html`;
  return fileURLToPath(new URL(relative, outDir));
}

/** Of the files named, those none of the routes' written files (Astro's distURL) match. */
export function unwrittenPages(
  files: readonly string[],
  routes: Iterable<{ distURL?: readonly URL[] | undefined }>,
): string[] {
  const written = new Set<string>();
  for (const route of routes)
    for (const url of route.distURL ?? []) written.add(fileURLToPath(url));
  return files.filter((file) => !written.has(file));
}
