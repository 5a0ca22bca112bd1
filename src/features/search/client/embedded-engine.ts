/**
 * The embedded engine as the browser loads it: only ever imported dynamically (backends.ts),
 * so it gets a chunk of its own. Going through this file rather than importing the engine
 * directly keeps Vite quiet in the server build, where the build-time client imports the
 * engine statically.
 */
export { createEmbeddedSearchClient } from '../../../lib/search/engine/client.ts';
