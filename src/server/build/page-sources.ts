import { absoluteOrigins, inlineSources } from '../../lib/hosting/inline-sources.ts';

/** What one page holds that the policy must allow: its inline scripts, its images' origins. */
export interface PageSources {
  scripts: string[];
  imageOrigins: string[];
}

/** A character no byte decodes to as latin1: an entity in the page decoded to it. */
const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/**
 * A built page's sources, read from its bytes.
 *
 * The page is scanned as latin1, one character per byte, and the texts found are turned back
 * into their bytes and decoded as UTF-8. Decoding a car page as UTF-8 first made a string of
 * two bytes a character whenever the page held one non-Latin-1 character: past 128 KB, an
 * allocation of freshly mapped memory that cost about 1.1 ms a page, twice the scan itself.
 * The two scans find the same tokens: HTML's delimiters are ASCII, and no byte of a multi-byte
 * UTF-8 character is ASCII. Only an entity the scanner decodes (in an image URL) can stand for
 * a character beyond latin1; such a page is scanned again, decoded as UTF-8.
 */
export function pageSources(content: Uint8Array): PageSources {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const { scripts, imageUrls } = inlineSources(bytes.toString('latin1'));
  if (imageUrls.some((url) => BEYOND_LATIN1.test(url))) {
    const decoded = inlineSources(bytes.toString('utf8'));
    return { scripts: decoded.scripts, imageOrigins: absoluteOrigins(decoded.imageUrls) };
  }
  return {
    scripts: scripts.map(latin1ToUtf8),
    imageOrigins: absoluteOrigins(imageUrls.map(latin1ToUtf8)),
  };
}

function latin1ToUtf8(text: string): string {
  return Buffer.from(text, 'latin1').toString('utf8');
}
