// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { notFoundFallback } from './src/integrations/not-found-fallback.ts';
import { sitemapAndRobots } from './src/integrations/sitemap-robots.ts';

// One static site per dealer, each at the root of its own host. scripts/build.ts passes the
// per-dealer settings (outDir, site) inline to Astro's build(); pages read the dealer from
// FORECOURT_DEALER / FORECOURT_DEALERS_DIR through src/server/site.ts.
export default defineConfig({
  output: 'static',
  base: '/',
  integrations: [react(), notFoundFallback(), sitemapAndRobots()],
});
