// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { notFoundFallback } from './src/integrations/not-found-fallback.ts';
import { reactRenderToString } from './src/integrations/react-render-to-string.ts';
import { searchBundleStubs } from './src/integrations/search-bundle-stubs.ts';

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
  // The sitemap is added per build with the site context (src/server/build/astro-build.ts).
  // React islands render to a string, not a stream: the same markup, for less work on each
  // of a dealer's hundreds of search pages (src/integrations/react-render-to-string.ts).
  integrations: [react({ experimentalDisableStreaming: true }), notFoundFallback()],
  vite: {
    plugins: [searchBundleStubs(), reactRenderToString()],
    // The header search's lazy script is built through `?worker&url`; as an ES module it
    // drops the IIFE wrapper and shares Vite's module syntax (about 4 KB brotli smaller).
    worker: { format: 'es' },
    build: {
      // Stylesheets are files, cached across pages; only chunks under 2 KB go inline. Measured
      // on a kestrel car page (Lighthouse mobile, local server): inlining every chunk under 24 KB
      // put 24.6 KB of CSS in each page's HTML (143 KB; LCP 1.32 s); none inline took it to
      // 119 KB but 8 render-blocking files (LCP 1.51 s); this limit gives 123 KB, 5 files and
      // LCP 1.36 s. The bytes are paid by every answer and by every step of a 10,000-page build.
      assetsInlineLimit: (file, content) =>
        file.endsWith('.css') ? content.length < 2_048 : undefined,
    },
  },
});
