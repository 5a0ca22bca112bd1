/**
 * Whether rendered markup holds a link to `pathname` (an `href` attribute equal to it, with
 * or without a trailing slash). Parts of the page shell that differ from page to page only by
 * marking the link to the current page use it to tell whether a page may reuse their markup.
 */
export function linksTo(html: string, pathname: string): boolean {
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const paths = bare === '/' ? ['/'] : [bare, `${bare}/`];
  const hrefs = paths.map((path) => escapeRegExp(escapeAttribute(path))).join('|');
  return new RegExp(`\\shref="(?:${hrefs})"`).test(html);
}

/** The attribute escaping Astro and React apply to an href. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
