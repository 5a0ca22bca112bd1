/**
 * What a built page runs or draws inline: the text of its inline scripts (the policy allows
 * each by hash), of its <style> elements and its style attributes (allowed as a whole today;
 * listed so a stricter style policy needs no new scanner), and the absolute image URLs it
 * references, so the policy can allow their hosts.
 */
import { scanHtml, type HtmlTag } from '../html/scan-html.ts';
import { srcsetUrls } from '../html/srcset.ts';

export interface InlineSources {
  /** Raw text of each inline script the browser executes (classic, module, import map). */
  scripts: string[];
  /** Raw text of each <style> element. */
  styles: string[];
  /** Each style="…" value, entity-decoded as the browser hashes it. */
  styleAttributes: string[];
  /** Absolute http(s) URLs from img/source src and srcset and icon/image links. */
  imageUrls: string[];
}

/** Script types a browser executes; anything else (JSON-LD, JSON data) is a data block. */
const EXECUTED_SCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
]);

export function inlineSources(html: string): InlineSources {
  const found: InlineSources = { scripts: [], styles: [], styleAttributes: [], imageUrls: [] };
  for (const tag of scanHtml(html)) {
    const style = tag.attrs['style'];
    if (style !== undefined) found.styleAttributes.push(style);
    found.imageUrls.push(...absoluteImageUrls(tag));
    if (tag.name === 'style') found.styles.push(tag.text ?? '');
    if (tag.name === 'script' && isInlineExecutedScript(tag)) found.scripts.push(tag.text ?? '');
  }
  return found;
}

function isInlineExecutedScript(tag: HtmlTag): boolean {
  if (tag.attrs['src'] !== undefined) return false;
  return EXECUTED_SCRIPT_TYPES.has((tag.attrs['type'] ?? '').trim().toLowerCase());
}

function absoluteImageUrls(tag: HtmlTag): string[] {
  const imageAttributes =
    tag.name === 'img' || tag.name === 'source'
      ? ['src', 'srcset']
      : tag.name === 'link' && /\b(icon|preload|apple-touch-icon)\b/i.test(tag.attrs['rel'] ?? '')
        ? ['href', 'imagesrcset']
        : [];
  return imageAttributes.flatMap((name) => {
    const value = tag.attrs[name];
    if (value === undefined) return [];
    const urls = name.endsWith('srcset') ? srcsetUrls(value) : [value.trim()];
    return urls.filter((url) => /^https?:\/\//i.test(url));
  });
}

/** The distinct origins of absolute http(s) URLs, sorted; relative and other URLs give none. */
export function absoluteOrigins(urls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url.trim())) continue;
    try {
      origins.add(new URL(url.trim()).origin);
    } catch {
      // A malformed URL loads nothing, so it needs no source.
    }
  }
  return [...origins].sort();
}
