// npm run bench:lighthouse [-- --port 4321 --runs 3 slug:/path …]
// Lighthouse 13 with mobile defaults against the local server (start it with `npm start`),
// median of N runs per page, in Debian's Chromium. Prints one line per page with the four
// category scores and the core timings. Without page arguments it measures the home page,
// a content page, a location page and, where present, the search page and a landing page of
// every built dealer.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PROJECT_ROOT } from '../src/server/build/paths.ts';
import { tenantOrigin } from '../src/server/serve/tenant-url.ts';
import { listDealerSlugs } from '../src/server/dealer-files.ts';
import { CHROME_PATH, CHROMIUM_FLAGS } from './support/chromium.ts';

// `--port 4400` and `--port=4400` both work, as in the other scripts.
const { values, positionals: targets } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['PORT'] ?? '4321' },
    runs: { type: 'string', default: '3' },
  },
  allowPositionals: true,
  strict: true,
});
const port = Number(values.port);
const runs = Number(values.runs);
if (!Number.isInteger(port) || port <= 0) throw new Error(`Bad --port: ${values.port}`);
if (!Number.isInteger(runs) || runs <= 0) throw new Error(`Bad --runs: ${values.runs}`);
if (!existsSync(CHROME_PATH)) {
  console.error(
    `No Chromium at ${CHROME_PATH}: install Debian's (apt-get install chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const pages = targets.length ? targets.map(parseTarget) : await defaultPages();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: [...CHROMIUM_FLAGS],
});
try {
  for (const { slug, pathname } of pages) {
    const url = `${tenantOrigin(slug, port)}${pathname}`;
    const results: Scores[] = [];
    for (let i = 0; i < runs; i++) results.push(await measure(url, chrome.port));
    const median = medianOf(results);
    console.log(
      `${slug.padEnd(22)} ${pathname.padEnd(42)} perf ${median.performance}  a11y ${median.accessibility}  ` +
        `bp ${median.bestPractices}  seo ${median.seo}  LCP ${median.lcp} ms  TBT ${median.tbt} ms  CLS ${median.cls}`,
    );
  }
} finally {
  await chrome.kill();
}

async function measure(url: string, chromePort: number): Promise<Scores> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  // A page that failed to load (no such site, a 404) scores nothing; say why instead.
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
  };
}

/** The run whose performance score is the median, so the line's figures belong together. */
function medianOf(results: Scores[]): Scores {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse runs');
  return middle;
}

function parseTarget(target: string): { slug: string; pathname: string } {
  const [slug = '', ...rest] = target.split(':');
  return { slug, pathname: rest.join(':') || '/' };
}

/** Home, a content page, a location page, the search page and a landing page per dealer. */
async function defaultPages(): Promise<{ slug: string; pathname: string }[]> {
  const pages: { slug: string; pathname: string }[] = [];
  for (const slug of listDealerSlugs()) {
    const sitemap = await readFile(
      path.join(PROJECT_ROOT, 'dist', slug, 'sitemap.xml'),
      'utf8',
    ).catch(() => '');
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '/').pathname,
    );
    const first = (test: (p: string) => boolean) => paths.find(test);
    const picks = [
      '/',
      '/finance',
      first((p) => p.startsWith('/locations/')),
      first((p) => p.startsWith('/search/') && p.split('/').length === 3),
      first((p) => p.startsWith('/search/') && p.split('/').length === 4),
    ];
    for (const pathname of picks) if (pathname) pages.push({ slug, pathname });
  }
  return pages;
}
