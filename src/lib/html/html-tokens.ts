/**
 * The one HTML tokenizer for reading our own built pages (the link check, the security
 * policy's inline sources, the page-weight bench): comments, raw-text elements with their
 * text, and start tags with their attribute source, in document order. One regular
 * expression over the page: it never mistakes markup inside comments, scripts or styles for
 * tags, and attributes are parsed only for the tags a reader asks about, which is what keeps a
 * build of 10,000 pages (a gigabyte of HTML) scanning in seconds rather than a minute.
 * Astro escapes '<' in attribute values, so a quoted value never hides a tag.
 */
import { decodeEntities } from './decode-entities.ts';

export interface HtmlToken {
  /** Lower-cased tag name. */
  name: string;
  /** Everything between the tag name and its '>': parse it with parseAttributes when needed. */
  attributeSource: string;
  /** The raw text of a <script>, <style>, <textarea> or <title> element (never decoded). */
  text?: string;
}

/**
 * A comment, a raw-text element with its text, or a start tag with its attributes; a page cut
 * off inside a tag or a quoted value still yields that tag.
 */
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(script|style|textarea|title)(?=[\s/>])((?:[^>"']|"[^"]*(?:"|$)|'[^']*(?:'|$))*)(?:>|$)([\s\S]*?)(?:<\/\1\s*>|$)|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*(?:"|$)|'[^']*(?:'|$))*)(?:>|$)/gi;

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)(?:"|$)|'([^']*)(?:'|$)|([^\s>]+)))?/g;

/** Every start tag (raw-text elements with their text), in document order; comments skipped. */
export function* htmlTokens(html: string): Generator<HtmlToken> {
  for (const match of html.matchAll(TOKEN)) {
    const [, rawName, rawAttributes, text, tagName, tagAttributes] = match;
    if (rawName !== undefined) {
      yield { name: rawName.toLowerCase(), attributeSource: rawAttributes ?? '', text: text ?? '' };
    } else if (tagName !== undefined) {
      yield { name: tagName.toLowerCase(), attributeSource: tagAttributes ?? '' };
    }
  }
}

/** Lower-cased attribute names to decoded values; as in browsers, the first of two wins. */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  if (source.trim() === '') return attributes;
  for (const [, rawName, doubleQuoted, singleQuoted, bare] of source.matchAll(ATTRIBUTE)) {
    const name = (rawName ?? '').toLowerCase();
    if (attributes.has(name)) continue;
    const value = doubleQuoted ?? singleQuoted ?? bare ?? '';
    attributes.set(name, value.includes('&') ? decodeEntities(value) : value);
  }
  return attributes;
}
