/**
 * URLs inside attribute values and text that hold more than one, or hold one among other
 * words: srcset lists, CSS, a meta refresh, sitemaps and robots.txt. Pure string work.
 */

/**
 * The image URLs of a srcset (or imagesrcset) value, as the HTML standard splits it: a URL
 * runs to the next whitespace, so a URL may itself hold commas (`/img/w_640,q_75/car.jpg`);
 * descriptors follow, up to a comma outside parentheses.
 */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let at = 0;
  while (at < value.length) {
    while (at < value.length && /[\s,]/.test(value[at] ?? '')) at++;
    if (at >= value.length) break;
    const start = at;
    while (at < value.length && !/\s/.test(value[at] ?? '')) at++;
    let url = value.slice(start, at);
    if (url.endsWith(',')) {
      // A trailing comma ends the candidate: it has no descriptors.
      url = url.replace(/,+$/, '');
    } else {
      let depth = 0;
      for (; at < value.length; at++) {
        const char = value[at];
        if (char === '(') depth++;
        else if (char === ')') depth = Math.max(0, depth - 1);
        else if (char === ',' && depth === 0) break;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
}

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
