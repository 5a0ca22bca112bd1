import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Swaps modules the search island's browser bundle includes but never runs for small stubs
 * (about 4 KB brotli in all). Each is dead code for us: the stub files say why. Builds in
 * Node (the pages' first results) keep the real modules.
 */
const STUBS: { matches: (id: string) => boolean; stub: string }[] = [
  { matches: (id) => id === 'qs', stub: 'qs.ts' },
  {
    matches: (id) => id.endsWith('/middlewares/createInsightsMiddleware.js'),
    stub: 'insights-middleware.ts',
  },
  {
    matches: (id) => id.endsWith('/middlewares/createMetadataMiddleware.js'),
    stub: 'metadata-middleware.ts',
  },
];

const STUB_DIR = new URL('../features/search/bundle-stubs/', import.meta.url);

export function searchBundleStubs(): Plugin {
  return {
    name: 'forecourt:search-bundle-stubs',
    enforce: 'pre',
    resolveId(id, importer) {
      if (this.environment.name !== 'client') return null;
      // Only instantsearch.js's own imports: nobody else should get a stub by accident.
      if (!importer?.includes('/node_modules/instantsearch.js/')) return null;
      const hit = STUBS.find((s) => s.matches(id));
      return hit ? fileURLToPath(new URL(hit.stub, STUB_DIR)) : null;
    },
  };
}
