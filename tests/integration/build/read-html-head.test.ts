/**
 * The sitemap reads only each page's head (read-html-head.ts): what it gets must be exactly the
 * start of the file through `</head>`, wherever the tag falls among the chunks read, whatever
 * characters come before it, and the whole file when there is no head end. The build's
 * compression worker takes the same head from a page's bytes in memory (htmlHeadOf).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlHeadOf, readHtmlHead } from '../../../src/integrations/read-html-head.ts';

const root = mkdtempSync(path.join(tmpdir(), 'forecourt-head-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let files = 0;
function pageFile(html: string): string {
  const file = path.join(root, `page-${files++}.html`);
  writeFileSync(file, html);
  return file;
}

/** A head padded to `bytes` of UTF-8 before its end tag, with multi-byte characters inside. */
function headOf(bytes: number, endTag = '</head>'): string {
  const start = '<!doctype html><html><head><title>Café – Ōtautahi … 🚗</title>';
  const padding = 'x'.repeat(bytes - Buffer.byteLength(start));
  return `${start}${padding}${endTag}`;
}

describe('readHtmlHead', () => {
  it('returns the file up to and including </head>, not the body', () => {
    const head = headOf(600);
    expect(readHtmlHead(pageFile(`${head}<body>${'<p>car</p>'.repeat(5000)}</body>`))).toBe(head);
  });

  // The reader works in 16 KiB chunks: the end tag straddling a chunk edge by each amount.
  it.each([1, 2, 3, 4, 5, 6])('finds a </head> split %i bytes before a chunk edge', (before) => {
    const head = headOf(16 * 1024 - before);
    const tagStart = Buffer.byteLength(head) - 7;
    expect(tagStart).toBe(16 * 1024 - before);
    expect(readHtmlHead(pageFile(`${head}<body>${'y'.repeat(40_000)}`))).toBe(head);
  });

  it('finds a head that ends several chunks in', () => {
    const head = headOf(50_000);
    expect(readHtmlHead(pageFile(`${head}<body>z</body>`))).toBe(head);
  });

  it('keeps a multi-byte character whole at a chunk edge', () => {
    const start = '<head><meta name="description" content="';
    const euros = '€'.repeat(Math.ceil((16 * 1024) / 3) + 2);
    const head = `${start}${euros}"></head>`;
    expect(readHtmlHead(pageFile(`${head}<body></body>`))).toBe(head);
  });

  it('matches the end tag in any letter case', () => {
    const head = headOf(300, '</HEAD>');
    expect(readHtmlHead(pageFile(`${head}<BODY></BODY>`))).toBe(head);
  });

  it('returns the whole file when it has no head end', () => {
    const html = `<p>${'ü'.repeat(20_000)}</p>`;
    expect(readHtmlHead(pageFile(html))).toBe(html);
  });

  it('returns an empty string for an empty file', () => {
    expect(readHtmlHead(pageFile(''))).toBe('');
  });

  it('returns null for a missing file, a directory, or a path through a file', () => {
    const directory = path.join(root, 'folder.html');
    mkdirSync(directory);
    const file = pageFile('<head></head>');
    expect(readHtmlHead(path.join(root, 'absent.html'))).toBeNull();
    expect(readHtmlHead(directory)).toBeNull();
    expect(readHtmlHead(path.join(file, 'index.html'))).toBeNull();
  });
});

describe('htmlHeadOf', () => {
  const bytes = (html: string) => new TextEncoder().encode(html);

  it.each([
    ['a head and a body', `${headOf(6_000)}<body>${'<p>car</p>'.repeat(5000)}</body>`],
    ['a head ending past 16 KB', `${headOf(40_000)}<body>z</body>`],
    ['an end tag in capitals', `${headOf(500, '</HEAD>')}<BODY></BODY>`],
    ['a capital end tag before a lower-case one', '<head><title>A</title></HEAD><p></head></p>'],
    ['no head end', `<p>${'ü'.repeat(20_000)}</p>`],
    ['nothing', ''],
  ])('gives what readHtmlHead reads from the file, for %s', (_, html) => {
    expect(htmlHeadOf(bytes(html))).toBe(readHtmlHead(pageFile(html)));
  });

  it('reads only its own bytes of a larger buffer', () => {
    const shared = Buffer.from('<head>before</head>|<head><title>Mine</title></head><body>');
    const view = shared.subarray(20);
    expect(htmlHeadOf(view)).toBe('<head><title>Mine</title></head>');
  });
});
