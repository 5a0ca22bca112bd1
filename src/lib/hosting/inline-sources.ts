/**
 * What a built page runs or draws inline: the text of its inline scripts (the policy allows
 * each by hash), of its <style> elements and its style attributes (allowed as a whole today;
 * listed so a stricter style policy needs no new scanner), and the absolute image URLs it
 * references, so the policy can allow their hosts. Astro's
 * output is well formed, so a scanner that knows comments and raw-text elements is enough.
 */

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

/** Elements whose content is text: a '<' inside them starts no tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noembed']);

export function inlineSources(html: string): InlineSources {
  const found: InlineSources = { scripts: [], styles: [], styleAttributes: [], imageUrls: [] };
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    if (html.startsWith('<!--', open)) {
      at = endOf(html, '-->', open + 4);
      continue;
    }
    if (!/[a-zA-Z]/.test(html[open + 1] ?? '')) {
      at = /[!?/]/.test(html[open + 1] ?? '') ? endOf(html, '>', open + 2) : open + 1;
      continue;
    }
    const tag = readStartTag(html, open + 1);
    at = tag.end;
    collectAttributes(tag, found);
    if (RAW_TEXT.has(tag.name)) {
      const close = closingTag(html, tag.name, at);
      const text = html.slice(at, close);
      if (tag.name === 'style') found.styles.push(text);
      if (tag.name === 'script' && isInlineExecutedScript(tag.attrs)) found.scripts.push(text);
      at = close;
    }
  }
  return found;
}

function isInlineExecutedScript(attrs: Map<string, string>): boolean {
  if (attrs.has('src')) return false;
  const type = (attrs.get('type') ?? '').trim().toLowerCase();
  return EXECUTED_SCRIPT_TYPES.has(type);
}

function collectAttributes(tag: StartTag, found: InlineSources): void {
  const style = tag.attrs.get('style');
  if (style !== undefined) found.styleAttributes.push(style);
  const imageAttributes =
    tag.name === 'img' || tag.name === 'source'
      ? ['src', 'srcset']
      : tag.name === 'link' &&
          /\b(icon|preload|apple-touch-icon)\b/i.test(tag.attrs.get('rel') ?? '')
        ? ['href', 'imagesrcset']
        : [];
  for (const name of imageAttributes) {
    const value = tag.attrs.get(name);
    if (value === undefined) continue;
    const urls = name.endsWith('srcset') ? srcsetUrls(value) : [value.trim()];
    found.imageUrls.push(...urls.filter((url) => /^https?:\/\//i.test(url)));
  }
}

/** The URL of each candidate of a srcset ("a.jpg 320w, b.jpg 640w"). */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/, 1)[0] ?? '')
    .filter(Boolean);
}

interface StartTag {
  name: string;
  attrs: Map<string, string>;
  end: number;
}

function endOf(html: string, marker: string, from: number): number {
  const found = html.indexOf(marker, from);
  return found < 0 ? html.length : found + marker.length;
}

function closingTag(html: string, name: string, from: number): number {
  const close = new RegExp(`</${name}(?=[\\s/>]|$)`, 'gi');
  close.lastIndex = from;
  return close.exec(html)?.index ?? html.length;
}

/** Reads a start tag from just after its '<' to just after its '>'. */
function readStartTag(html: string, from: number): StartTag {
  const attrs = new Map<string, string>();
  let at = from;
  while (at < html.length && !/[\s/>]/.test(html[at] ?? '')) at++;
  const name = html.slice(from, at).toLowerCase();
  for (;;) {
    while (at < html.length && /[\s/]/.test(html[at] ?? '')) at++;
    if (at >= html.length) return { name, attrs, end: at };
    if (html[at] === '>') return { name, attrs, end: at + 1 };
    const nameStart = at;
    at++;
    while (at < html.length && !/[\s/>=]/.test(html[at] ?? '')) at++;
    const attribute = html.slice(nameStart, at).toLowerCase();
    let value = '';
    let look = at;
    while (/\s/.test(html[look] ?? '')) look++;
    if (html[look] === '=') {
      at = look + 1;
      while (/\s/.test(html[at] ?? '')) at++;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        const end = close < 0 ? html.length : close;
        value = html.slice(at + 1, end);
        at = end + 1;
      } else {
        const start = at;
        while (at < html.length && !/[\s>]/.test(html[at] ?? '')) at++;
        value = html.slice(start, at);
      }
    }
    // As in browsers, the first of two same-named attributes wins.
    if (!attrs.has(attribute)) attrs.set(attribute, decodeCharacterReferences(value));
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeCharacterReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (!ref.startsWith('#')) return NAMED[ref.toLowerCase()] ?? whole;
    const code = /^#x/i.test(ref) ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
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
