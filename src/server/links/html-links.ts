/**
 * Every URL a built HTML page makes the browser (or a crawler, or a share preview) fetch or
 * follow: links, stylesheets, icons and preloads, images and their srcsets, scripts, island
 * chunks, form targets, media, share-preview meta tags, a meta refresh, CSS url()s and the
 * URLs in JSON-LD. As written in the page (entities decoded), before deciding which are
 * internal (site-path.ts).
 *
 * Read with htmlTokens, the one tokenizer; most tags name no URL, so their attributes are
 * never parsed.
 */
import { htmlTokens, parseAttributes } from '../../lib/html/html-tokens.ts';
import { srcsetUrls } from '../../lib/html/srcset.ts';
import { cssUrls, refreshUrl } from './text-links.ts';

/** Attributes holding one URL, by element. */
const URL_ATTRIBUTES = new Map<string, readonly string[]>(
  Object.entries({
    a: ['href'],
    area: ['href'],
    link: ['href'],
    img: ['src'],
    source: ['src'],
    script: ['src'],
    form: ['action'],
    button: ['formaction'],
    input: ['src', 'formaction'],
    iframe: ['src'],
    embed: ['src'],
    track: ['src'],
    audio: ['src'],
    video: ['src', 'poster'],
    object: ['data'],
    use: ['href', 'xlink:href'],
    image: ['href', 'xlink:href'],
    // Astro's islands load their component, renderer and hydration chunks from these.
    'astro-island': ['component-url', 'renderer-url', 'before-hydration-url'],
  }),
);

/** Attributes holding a srcset list, by element. */
const SRCSET_ATTRIBUTES = new Map<string, readonly string[]>([
  ['img', ['srcset']],
  ['source', ['srcset']],
  ['link', ['imagesrcset']],
]);

/** Meta tags (by property or name) whose content is a URL: share previews and tiles. */
const URL_META = new Set([
  'og:url',
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:video',
  'og:video:url',
  'og:video:secure_url',
  'og:audio',
  'twitter:image',
  'twitter:image:src',
  'twitter:player',
  'msapplication-tileimage',
  'msapplication-config',
]);

/** Elements that may name a URL other than through a style attribute. */
const NAMES_LINKS = new Set([
  ...URL_ATTRIBUTES.keys(),
  ...SRCSET_ATTRIBUTES.keys(),
  'meta',
  'style',
  'script',
]);

/** JSON-LD keys that name a node rather than an address. */
const JSON_LD_IDENTIFIERS = new Set(['@id', '@context', '@type']);

/** Every URL the page names, in document order, duplicates included. */
export function linksInHtml(html: string): string[] {
  const urls: string[] = [];
  for (const { name, attributeSource, text } of htmlTokens(html)) {
    // Most tags name no URL; skipping their attributes keeps a 10,000-page site quick.
    if (!NAMES_LINKS.has(name) && !attributeSource.includes('url(')) continue;
    const attributes = parseAttributes(attributeSource);
    urls.push(...attributeLinks(name, attributes));
    if (name === 'style') urls.push(...cssUrls(text ?? ''));
    if (name === 'script' && attributes.get('type')?.toLowerCase() === 'application/ld+json') {
      urls.push(...jsonLdUrls(text ?? ''));
    }
  }
  return urls;
}

function attributeLinks(name: string, attributes: ReadonlyMap<string, string>): string[] {
  const urls: string[] = [];
  for (const attribute of URL_ATTRIBUTES.get(name) ?? []) {
    const value = attributes.get(attribute);
    if (value !== undefined) urls.push(value);
  }
  for (const attribute of SRCSET_ATTRIBUTES.get(name) ?? []) {
    const value = attributes.get(attribute);
    if (value !== undefined) urls.push(...srcsetUrls(value));
  }
  if (name === 'meta') urls.push(...metaLinks(attributes));
  const style = attributes.get('style');
  if (style !== undefined) urls.push(...cssUrls(style));
  return urls;
}

function metaLinks(attributes: ReadonlyMap<string, string>): string[] {
  const content = attributes.get('content');
  if (content === undefined) return [];
  if (attributes.get('http-equiv')?.toLowerCase() === 'refresh') {
    const url = refreshUrl(content);
    return url === null ? [] : [url];
  }
  const key = (attributes.get('property') ?? attributes.get('name') ?? '').toLowerCase();
  return URL_META.has(key) ? [content] : [];
}

/**
 * The absolute http(s) URLs among a JSON-LD block's string values (url, image, logo, a search
 * action's target, …). Relative strings are left alone: in JSON-LD they are text, not links.
 * A block that is not JSON names nothing here; the structured-data tests judge it.
 */
export function jsonLdUrls(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const urls: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/^https?:\/\//i.test(value)) urls.push(value);
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (!JSON_LD_IDENTIFIERS.has(key)) visit(child);
      }
    }
  };
  visit(data);
  return urls;
}
