import type { AstroIntegration } from 'astro';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Every dealer site must ship a 404 page for the server (and a CDN) to answer unknown paths
 * with. When `src/pages/` has no 404 page of its own, this injects a plain one so a site is
 * never built without it; a themed `src/pages/404.astro` replaces it by existing.
 */
export function notFoundFallback(): AstroIntegration {
  return {
    name: 'forecourt:not-found-fallback',
    hooks: {
      'astro:config:setup': ({ config, injectRoute }) => {
        const pagesDir = fileURLToPath(new URL('./pages/', config.srcDir));
        const hasOwn = readdirSafe(pagesDir).some((name) => /^404\.[a-z]+$/.test(name));
        if (hasOwn) return;
        injectRoute({
          pattern: '/404',
          entrypoint: new URL('./not-found-page.astro', import.meta.url),
          prerender: true,
        });
      },
    },
  };
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
