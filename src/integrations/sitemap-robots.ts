import type { AstroIntegration } from 'astro';
import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MAX_URLS_PER_SITEMAP,
  canonicalPageUrl,
  declaresNoindex,
  isErrorPage,
  robotsTxt,
  sitemapIndex,
  sitemapUrlSet,
} from './sitemap-content.ts';
import { readHtmlHead } from './read-html-head.ts';

/**
 * Writes sitemap.xml and robots.txt into each built site. URLs are absolute on the dealer's
 * site URL (Astro's `site`, set per dealer by the build script). Error pages, non-HTML
 * endpoints and pages marked `<meta name="robots" content="noindex">` are left out.
 *
 * `prebuiltPages` are site paths ('/cars/x') the build put in place without Astro rendering
 * them (src/server/build/page-reuse.ts): they are listed like the pages Astro rendered.
 * `knownNoindex` answers for the pages whose heads the build has read already (the staging
 * worker reads each page it compresses: staged-compression.ts); the others are read here.
 * Reading every head again took 0.70 s of a 5,000-car build, even synchronously.
 */
export function sitemapAndRobots(
  prebuiltPages: readonly string[] = [],
  knownNoindex: KnownNoindex = () => undefined,
): AstroIntegration {
  let siteUrl: string | undefined;
  return {
    name: 'forecourt:sitemap-robots',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteUrl = config.site;
      },
      'astro:build:done': async ({ pages, dir, logger }) => {
        if (!siteUrl) {
          logger.warn('No `site` URL configured: sitemap.xml and robots.txt not written.');
          return;
        }
        const outDir = fileURLToPath(dir);
        const pagePaths = [
          ...pages.map((page) => page.pathname),
          ...prebuiltPages.map((sitePath) => `${sitePath.replace(/^\/+|\/+$/g, '')}/`),
        ].filter((p) => !isErrorPage(p));
        const indexable = pagePaths.map((p) => indexableHtmlFile(outDir, p, knownNoindex));
        const urls = pagePaths
          .filter((_, i) => indexable[i])
          .map((p) => canonicalPageUrl(siteUrl as string, p))
          .sort();
        await writeSitemaps(outDir, siteUrl, [...new Set(urls)]);
        await writeUnlessPresent(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
      },
    },
  };
}

async function writeSitemaps(outDir: string, siteUrl: string, urls: string[]): Promise<void> {
  if (urls.length <= MAX_URLS_PER_SITEMAP) {
    await writeFile(path.join(outDir, 'sitemap.xml'), sitemapUrlSet(urls));
    return;
  }
  const parts: string[] = [];
  for (let start = 0; start < urls.length; start += MAX_URLS_PER_SITEMAP) {
    const name = `sitemap-${parts.length + 1}.xml`;
    await writeFile(
      path.join(outDir, name),
      sitemapUrlSet(urls.slice(start, start + MAX_URLS_PER_SITEMAP)),
    );
    parts.push(new URL(`/${name}`, siteUrl).href);
  }
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemapIndex(parts));
}

/**
 * Whether the page in a site's file ('/'-separated path under the site: 'cars/x/index.html')
 * opts out of indexing, when the build already knows; undefined when it does not.
 */
export type KnownNoindex = (file: string) => boolean | undefined;

/** A page belongs in the sitemap when it was written as HTML and does not opt out. */
function indexableHtmlFile(outDir: string, pathname: string, knownNoindex: KnownNoindex): boolean {
  const trimmed = pathname.replace(/\/+$/, '');
  const candidates = [path.join(trimmed, 'index.html'), `${trimmed}.html`, trimmed];
  for (const candidate of candidates) {
    if (!candidate.endsWith('.html')) continue;
    const known = knownNoindex(candidate.split(path.sep).join('/').replace(/^\/+/, ''));
    if (known !== undefined) return !known;
    // The opt-out is a meta tag, so the head is all that needs reading.
    const head = readHtmlHead(path.join(outDir, candidate));
    if (head !== null) return !declaresNoindex(head);
  }
  return false;
}

/** A page or public/ file that already provides robots.txt wins over the default. */
async function writeUnlessPresent(file: string, content: string): Promise<void> {
  const exists = await access(file).then(
    () => true,
    () => false,
  );
  if (!exists) await writeFile(file, content);
}
