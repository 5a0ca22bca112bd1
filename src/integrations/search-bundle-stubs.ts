import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Swaps modules the search island's browser bundle includes but never runs for small stubs
 * (about 4 KB brotli in all). Each is dead code for us: the stub files say why. Builds in
 * Node (the pages' first results) keep the real modules, and skip the browser-only scripts.
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

/**
 * The search backends are imported by URL in the browser (`?worker&url`, see
 * features/search/client/backends.ts) but from source in Node, so the server build needs no
 * such scripts: building them there too added two bundler runs to every dealer's build.
 */
const NO_SCRIPT_URL = '\0forecourt:no-script-url';

export function searchBundleStubs(): Plugin {
  return {
    name: 'forecourt:search-bundle-stubs',
    enforce: 'pre',
    resolveId(id, importer) {
      if (this.environment.name !== 'client')
        return id.endsWith('?worker&url') ? NO_SCRIPT_URL : null;
      // Only instantsearch.js's own imports: nobody else should get a stub by accident.
      if (!importer?.includes('/node_modules/instantsearch.js/')) return null;
      const hit = STUBS.find((s) => s.matches(id));
      return hit ? fileURLToPath(new URL(hit.stub, STUB_DIR)) : null;
    },
    load(id) {
      return id === NO_SCRIPT_URL ? 'export default "";' : null;
    },
  };
}
