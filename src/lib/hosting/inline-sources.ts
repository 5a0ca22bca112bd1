/**
 * What a built page runs or draws inline: the text of its inline scripts (the policy allows
 * each by hash), of its <style> elements and its style attributes (allowed as a whole today;
 * listed so a stricter style policy needs no new scanner), and the absolute image URLs it
 * references, so the policy can allow their hosts.
 */
import { htmlTokens, parseAttributes } from '../html/html-tokens.ts';
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

/** Tags that may name an image the policy must allow. */
const IMAGE_TAGS = new Set(['img', 'source', 'link']);

export function inlineSources(html: string): InlineSources {
  const found: InlineSources = { scripts: [], styles: [], styleAttributes: [], imageUrls: [] };
  for (const { name, attributeSource, text } of htmlTokens(html)) {
    if (name === 'style') found.styles.push(text ?? '');
    // Attributes are parsed only where they can matter: a build scans every page it wrote.
    const hasStyle = attributeSource.includes('style');
    if (!hasStyle && name !== 'script' && !IMAGE_TAGS.has(name)) continue;
    const attrs = parseAttributes(attributeSource);
    const style = attrs.get('style');
    if (style !== undefined) found.styleAttributes.push(style);
    if (IMAGE_TAGS.has(name)) found.imageUrls.push(...absoluteImageUrls(name, attrs));
    if (name === 'script' && isInlineExecutedScript(attrs)) found.scripts.push(text ?? '');
  }
  return found;
}

function isInlineExecutedScript(attrs: ReadonlyMap<string, string>): boolean {
  if (attrs.has('src')) return false;
  return EXECUTED_SCRIPT_TYPES.has((attrs.get('type') ?? '').trim().toLowerCase());
}

function absoluteImageUrls(name: string, attrs: ReadonlyMap<string, string>): string[] {
  const imageAttributes =
    name === 'img' || name === 'source'
      ? ['src', 'srcset']
      : name === 'link' && /\b(icon|preload|apple-touch-icon)\b/i.test(attrs.get('rel') ?? '')
        ? ['href', 'imagesrcset']
        : [];
  return imageAttributes.flatMap((attribute) => {
    const value = attrs.get(attribute);
    if (value === undefined) return [];
    const urls = attribute.endsWith('srcset') ? srcsetUrls(value) : [value.trim()];
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
