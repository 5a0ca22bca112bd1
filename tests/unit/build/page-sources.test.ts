/**
 * pageSources scans a page's bytes as latin1 and decodes what it finds as UTF-8: whatever the
 * page holds, the result must be what scanning the page decoded as UTF-8 gives.
 */
import { describe, expect, it } from 'vitest';
import { absoluteOrigins, inlineSources } from '../../../src/lib/hosting/inline-sources.ts';
import { pageSources } from '../../../src/server/build/page-sources.ts';

/** The plain way: decode the page as UTF-8, then scan it. */
function scannedAsUtf8(html: string) {
  const { scripts, imageUrls } = inlineSources(html);
  return { scripts, imageOrigins: absoluteOrigins(imageUrls) };
}

const bytes = (html: string) => new Uint8Array(Buffer.from(html, 'utf8'));

const pages: Record<string, string> = {
  'an ASCII page': `<!doctype html><head><script>let a = 1;</script></head><body><img src="https://cdn.example.com/a.jpg"></body>`,
  'scripts with two-, three- and four-byte characters': `<head><title>Café</title><script type="module">const t = "Kestrel’s … 🚗 ü";</script></head><body><p>O’Brien</p><script>/* ★ */ go("—")</script></body>`,
  'non-ASCII text around the tags': `<p>${'’'.repeat(500)}</p><script>x()</script><p>${'🚗'.repeat(200)}</p><img srcset="https://img.example.net/a.jpg 1x, https://img2.example.net/b.jpg 2x">`,
  'a raw non-ASCII image host': `<img src="https://bücher.example/ü.jpg"><link rel="icon" href="https://ĉeĥ.example/i.png">`,
  'an entity beyond latin1 in an image URL': `<img src="https://cdn.example.com/&#x2019;a.jpg"><script>y("’")</script>`,
  'data blocks and external scripts, left out': `<script type="application/ld+json">{"name":"O’Brien"}</script><script src="/a.js"></script><script>z("é")</script>`,
};

describe('pageSources', () => {
  it.each(Object.entries(pages))(
    '%s: the same as scanning the page decoded as UTF-8',
    (_, html) => {
      const expected = scannedAsUtf8(html);
      expect(pageSources(bytes(html))).toEqual(expected);
    },
  );

  it('finds the scripts and origins themselves, not only agreeing with the plain scan', () => {
    const html = pages['scripts with two-, three- and four-byte characters'] ?? '';
    expect(pageSources(bytes(html)).scripts).toEqual([
      'const t = "Kestrel’s … 🚗 ü";',
      '/* ★ */ go("—")',
    ]);
    expect(pageSources(bytes(pages['a raw non-ASCII image host'] ?? '')).imageOrigins).toEqual([
      'https://xn--bcher-kva.example',
      'https://xn--e-3ha9f.example',
    ]);
  });

  it('reads a view into a larger buffer by its own bytes only', () => {
    const html = '<script>a("’")</script>';
    const padded = Buffer.from(`xxxx${html}yyyy`, 'utf8');
    const view = new Uint8Array(padded.buffer, padded.byteOffset + 4, padded.length - 8);
    expect(pageSources(view)).toEqual(scannedAsUtf8(html));
  });
});
