/**
 * Whether rendered markup links to a page: an `href` attribute equal to the page's path, with
 * or without a trailing slash. Parts of the page shell that differ from page to page only by
 * marking the link to the current page use it to tell whether a page may reuse their markup.
 * Markup reused on hundreds of pages is scanned once (linkTargets), then looked up per page.
 */
export function linksTo(html: string, pathname: string): boolean {
  return linksToPath(linkTargets(html), pathname);
}

/** Every href value in the markup, as written there (attribute-escaped). */
export function linkTargets(html: string): ReadonlySet<string> {
  return new Set(Array.from(html.matchAll(/\shref="([^"]*)"/g), (match) => match[1] ?? ''));
}

/** Whether those targets hold `pathname`, with or without a trailing slash. */
export function linksToPath(targets: ReadonlySet<string>, pathname: string): boolean {
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const paths = bare === '/' ? ['/'] : [bare, `${bare}/`];
  return paths.some((path) => targets.has(escapeAttribute(path)));
}

/** The attribute escaping Astro and React apply to an href. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
