// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { notFoundFallback } from './src/integrations/not-found-fallback.ts';
import { searchBundleStubs } from './src/integrations/search-bundle-stubs.ts';
import { sitemapAndRobots } from './src/integrations/sitemap-robots.ts';

// One static site per dealer, each at the root of its own host. The build
// (src/server/build/astro-build.ts) passes the per-dealer settings (outDir, site) inline to
// Astro's build() with the site-context integration; pages read the prepared dealer from
// `virtual:forecourt/site` (src/integrations/site-context.ts).
export default defineConfig({
  output: 'static',
  // Pages render while earlier pages are still being written to disk (about 20 % faster).
  build: { concurrency: 8 },
  base: '/',
  // Scoped styles mark their elements with a class (`astro-xxxxxxxx`) rather than a
  // `data-astro-cid-xxxxxxxx` attribute: the same specificity, about 9 bytes less on each of
  // the 800-odd scoped elements of a car page, and every byte is rendered, hashed and
  // compressed once per page of a 10,000-page build.
  scopedStyleStrategy: 'class',
  integrations: [react(), notFoundFallback(), sitemapAndRobots()],
  vite: {
    plugins: [searchBundleStubs()],
    // The header search's lazy script is built through `?worker&url`; as an ES module it
    // drops the IIFE wrapper and shares Vite's module syntax (about 4 KB brotli smaller).
    worker: { format: 'es' },
    build: {
      // A page type's own stylesheet (the search page's is 18 KB) goes inline: one less
      // render-blocking request on a phone. The site-wide stylesheet (80 KB, cached across
      // pages) stays a file. Anything else keeps Vite's 4 KB default.
      assetsInlineLimit: (file, content) => (file.endsWith('.css') ? content.length < 24_000 : undefined),
    },
  },
});
