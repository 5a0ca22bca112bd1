// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { notFoundFallback } from './src/integrations/not-found-fallback.ts';
import { sitemapAndRobots } from './src/integrations/sitemap-robots.ts';

const QS_STUB = fileURLToPath(new URL('./src/features/search/page/qs-stub.ts', import.meta.url));

/**
 * instantsearch.js's history router imports `qs` only for its default URL format, which the
 * search page replaces with src/lib/search/routing; in the browser bundle it is swapped for a
 * stub (about 15 KB brotli saved). Builds in Node keep the real package.
 * @returns {import('vite').Plugin}
 */
function stubQsInBrowser() {
  return {
    name: 'forecourt:stub-qs-in-browser',
    enforce: 'pre',
    resolveId(id) {
      return id === 'qs' && this.environment?.name === 'client' ? QS_STUB : null;
    },
  };
}

// One static site per dealer, each at the root of its own host. scripts/build.ts passes the
// per-dealer settings (outDir, site) inline to Astro's build(); pages read the dealer from
// FORECOURT_DEALER / FORECOURT_DEALERS_DIR through src/server/site.ts.
export default defineConfig({
  output: 'static',
  // Pages render while earlier pages are still being written to disk (about 20 % faster).
  build: { concurrency: 8 },
  base: '/',
  integrations: [react(), notFoundFallback(), sitemapAndRobots()],
  vite: {
    plugins: [stubQsInBrowser()],
    // The header search's lazy script is built through `?worker&url`; as an ES module it
    // drops the IIFE wrapper and shares Vite's module syntax (about 4 KB brotli smaller).
    worker: { format: 'es' },
  },
});
