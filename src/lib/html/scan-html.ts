/**
 * Just enough of an HTML tokenizer for reading our own built pages (the page-weight bench, the
 * security policy's inline sources): start tags with their attributes, and the text of <script>
 * and <style> elements. Astro's output is well formed, so no tree is needed; what matters is
 * not mistaking markup inside comments, scripts or styles for tags.
 */

export interface HtmlTag {
  /** Lower-cased tag name. */
  name: string;
  /** Lower-cased attribute names to decoded values; a bare attribute has the value ''. */
  attrs: Record<string, string>;
  /** The raw text of a <script> or <style> element (never entity-decoded, as browsers don't). */
  text?: string;
}

/** Elements whose content is text, not markup: a '<' inside them starts no tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed']);
const NAME_START = /[a-zA-Z]/;
const NAME_END = /[\s/>]/;

/** Every start tag in document order. */
export function scanHtml(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    if (html.startsWith('<!--', open)) {
      at = skipPast(html, '-->', open + 4);
    } else if (html[open + 1] === '!' || html[open + 1] === '?' || html[open + 1] === '/') {
      at = skipPast(html, '>', open + 2);
    } else if (NAME_START.test(html[open + 1] ?? '')) {
      const { tag, end } = readTag(html, open + 1);
      tags.push(tag);
      at = end;
      if (RAW_TEXT.has(tag.name)) {
        const close = findClose(html, tag.name, at);
        if (tag.name === 'script' || tag.name === 'style') tag.text = html.slice(at, close);
        at = close;
      }
    } else {
      at = open + 1;
    }
  }
  return tags;
}

function skipPast(html: string, marker: string, from: number): number {
  const found = html.indexOf(marker, from);
  return found < 0 ? html.length : found + marker.length;
}

/** Where the raw text of `name` ends: at its end tag, whatever the case. */
function findClose(html: string, name: string, from: number): number {
  const close = new RegExp(`</${name}(?=[\\s/>]|$)`, 'gi');
  close.lastIndex = from;
  return close.exec(html)?.index ?? html.length;
}

/** Reads a start tag from just after its '<' to just after its '>'. */
function readTag(html: string, from: number): { tag: HtmlTag; end: number } {
  let at = from;
  while (at < html.length && !NAME_END.test(html[at] ?? '')) at++;
  const tag: HtmlTag = { name: html.slice(from, at).toLowerCase(), attrs: {} };
  for (;;) {
    while (at < html.length && /[\s/]/.test(html[at] ?? '')) at++;
    if (at >= html.length) return { tag, end: at };
    if (html[at] === '>') return { tag, end: at + 1 };
    const nameStart = at;
    // The first character may be '=' (then it is part of the name, as the HTML spec says).
    at++;
    while (at < html.length && !/[\s/>=]/.test(html[at] ?? '')) at++;
    const name = html.slice(nameStart, at).toLowerCase();
    let value = '';
    let look = at;
    while (look < html.length && /\s/.test(html[look] ?? '')) look++;
    if (html[look] === '=') {
      at = look + 1;
      while (at < html.length && /\s/.test(html[at] ?? '')) at++;
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
    if (!(name in tag.attrs)) tag.attrs[name] = decodeEntities(value);
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the character references Astro writes into attribute values. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** <img> tags lacking a non-empty width or height: each one can shift the layout as it loads. */
export function imagesWithoutSize(tags: readonly HtmlTag[]): HtmlTag[] {
  return tags.filter(
    (tag) => tag.name === 'img' && !(tag.attrs['width']?.trim() && tag.attrs['height']?.trim()),
  );
}
