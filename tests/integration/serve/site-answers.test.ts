/**
 * What a site answers for a path, worked out once per build and reading of its `_headers`:
 * the file or the site's 404 page, and the headers that do not depend on the client, in the
 * order a reply gets them. Answers are ready at once after the first, and a new build of the
 * site or a changed `_headers` is never answered from an older one.
 */
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../../src/server/api/app/tenant.ts';
import { createSiteAnswers, type SiteAnswer } from '../../../src/server/serve/site-answers.ts';
import { createSiteHeaders } from '../../../src/server/serve/site-headers.ts';
import { createStaticLookup } from '../../../src/server/serve/static-lookup.ts';
import { writeSite } from './support.ts';

let dist: string;
let alpha: Tenant;
let bare: Tenant;

const HEADERS = `/*
  Content-Security-Policy: default-src 'self'
  X-Content-Type-Options: nosniff
/finance
  Cache-Control: public, max-age=0, must-revalidate
  X-Robots-Tag: noindex
`;

const tenant = (slug: string): Tenant => ({ slug, siteRoot: path.join(dist, slug), siteUrl: null });

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'forecourt-site-answers-'));
  await writeSite(dist, 'alpha', {
    'index.html': 'home',
    'finance/index.html': 'finance',
    '404.html': 'not found',
    '_astro/app.abc123.js': 'app',
    'media/car.webp': 'webp',
    _headers: HEADERS,
  });
  await writeSite(dist, 'bare', { 'index.html': 'bare home' });
  alpha = tenant('alpha');
  bare = tenant('bare');
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

function headersOf(answer: SiteAnswer | null): [string, string][] {
  if (!answer) throw new Error('no answer');
  return answer.headerNames.map((name, i) => [name, answer.headerValues[i]!]);
}

describe('createSiteAnswers', () => {
  it('answers a page with its file, type, twins and headers, the site’s rules after ours', async () => {
    const answers = createSiteAnswers({
      lookup: createStaticLookup(),
      headers: createSiteHeaders(),
    });
    const answer = await answers.answer(alpha, '/finance');
    const file = path.join(dist, 'alpha', 'finance', 'index.html');
    expect(answer).toMatchObject({
      status: 200,
      file,
      contentType: 'text/html; charset=utf-8',
      compressible: true,
      twins: { br: `${file}.br`, gzip: `${file}.gz`, identity: file },
    });
    // Cache-Control keeps its place and takes the site's value, as a reply's headers do.
    expect(headersOf(answer)).toEqual([
      ['cache-control', 'public, max-age=0, must-revalidate'],
      ['vary', 'Accept-Encoding'],
      ['content-security-policy', "default-src 'self'"],
      ['x-content-type-options', 'nosniff'],
      ['x-robots-tag', 'noindex'],
    ]);
  });

  it('gives hashed assets our policy and images no Vary', async () => {
    const answers = createSiteAnswers({
      lookup: createStaticLookup(),
      headers: createSiteHeaders(),
    });
    const script = await answers.answer(alpha, '/_astro/app.abc123.js');
    expect(headersOf(script)[0]).toEqual(['cache-control', 'public, max-age=31536000, immutable']);
    const image = await answers.answer(alpha, '/media/car.webp');
    expect(image?.compressible).toBe(false);
    expect(image?.headerNames).not.toContain('vary');
    expect(headersOf(image)[0]).toEqual(['cache-control', 'public, max-age=3600']);
  });

  it.each(['/nowhere', '/_headers', '/_redirects', '/404.html'])(
    'answers %s with the 404 page, status 404',
    async (urlPath) => {
      const answers = createSiteAnswers({
        lookup: createStaticLookup(),
        headers: createSiteHeaders(),
      });
      const answer = await answers.answer(alpha, urlPath);
      expect(answer?.status).toBe(404);
      expect(answer?.file).toBe(path.join(dist, 'alpha', '404.html'));
      expect(headersOf(answer)[0]).toEqual(['cache-control', 'no-cache']);
    },
  );

  it('has no answer for a missing path on a site without a 404 page', async () => {
    const answers = createSiteAnswers({
      lookup: createStaticLookup(),
      headers: createSiteHeaders(),
    });
    expect(await answers.answer(bare, '/nowhere')).toBeNull();
    expect(answers.answer(bare, '/nowhere')).toBeNull();
  });

  it('answers at once after the first time, with the same answer', async () => {
    const answers = createSiteAnswers({
      lookup: createStaticLookup(),
      headers: createSiteHeaders(),
    });
    const first = answers.answer(alpha, '/');
    expect(first).toBeInstanceOf(Promise);
    const ready = await first;
    expect(answers.answer(alpha, '/')).toBe(ready);
    // Another path of the same site: its index and rules are at hand already.
    expect(answers.answer(alpha, '/finance')).not.toBeInstanceOf(Promise);
  });

  it('works a new build of a site out again', async () => {
    const answers = createSiteAnswers({
      lookup: createStaticLookup(),
      headers: createSiteHeaders(),
    });
    const before = await answers.answer(alpha, '/finance');
    const rebuilt = tenant('alpha');
    const after = await answers.answer(rebuilt, '/finance');
    expect(after).not.toBe(before);
    expect(after).toEqual(before);
  });

  it('takes a changed _headers as soon as it is read again', async () => {
    const site = await writeSite(dist, 'gamma', { 'index.html': 'g', _headers: '/\n  X-A: one\n' });
    const gamma = tenant('gamma');
    const answers = createSiteAnswers({
      lookup: createStaticLookup(),
      headers: createSiteHeaders({ refreshMs: 0 }),
    });
    expect(headersOf(await answers.answer(gamma, '/'))).toContainEqual(['x-a', 'one']);
    await writeFile(path.join(site, '_headers'), '/\n  X-A: two\n');
    const later = new Date(Date.now() + 10_000);
    await utimes(path.join(site, '_headers'), later, later);
    expect(headersOf(await answers.answer(gamma, '/'))).toContainEqual(['x-a', 'two']);
  });

  it('keeps at most maxPaths answers a site, and answers rightly past them', async () => {
    const answers = createSiteAnswers({
      lookup: createStaticLookup(),
      headers: createSiteHeaders(),
      maxPaths: 3,
    });
    const home = await answers.answer(alpha, '/');
    expect(answers.answer(alpha, '/')).toBe(home);
    for (const urlPath of ['/a', '/b', '/c']) answers.answer(alpha, urlPath);
    const again = answers.answer(alpha, '/');
    expect(again).not.toBe(home);
    expect(again).toEqual(home);
  });
});
