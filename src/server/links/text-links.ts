/**
 * URLs inside attribute values and text that hold more than one, or hold one among other
 * words: CSS, a meta refresh, sitemaps and robots.txt. Pure string work.
 */

const CSS_URL =
  /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi;

/** Every url(…) and @import target in a stylesheet, a <style> element or a style attribute. */
export function cssUrls(css: string): string[] {
  if (!css.includes('url(') && !css.includes('@import')) return [];
  return Array.from(css.matchAll(CSS_URL), (match) =>
    (match.slice(1).find((group) => group !== undefined) ?? '').trim(),
  ).filter(Boolean);
}

/** Where `<meta http-equiv="refresh" content="0; url=/x">` sends the browser, if anywhere. */
export function refreshUrl(content: string): string | null {
  const match = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(['"]?)(.*)\1\s*$/i.exec(content);
  const url = match?.[2]?.trim() ?? '';
  return url === '' ? null : url;
}

/** The page URLs of a sitemap or sitemap index: every <loc>. */
export function sitemapUrls(xml: string): string[] {
  return Array.from(xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g), (match) =>
    decodeXmlEntities(match[1] ?? ''),
  );
}

/** The sitemaps robots.txt names on its `Sitemap:` lines. */
export function robotsSitemapUrls(text: string): string[] {
  return Array.from(text.matchAll(/^\s*sitemap\s*:\s*(\S+)/gim), (match) => match[1] ?? '');
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeXmlEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
}
