/**
 * The two search backends, each behind a dynamic import so a dealer's search page downloads
 * only its own: the embedded engine (plus the dealer's index file) or algoliasearch/lite.
 */
import type { ClientSearchSettings } from '../../../lib/search/client/index.ts';
// Each backend is one script shared by the search island and the header search (shared-modules.ts).
import algoliaScript from './algolia-lite.ts?worker&url';
import engineScript from './embedded-engine.ts?worker&url';
import { importSharedModule } from './shared-modules.ts';

/** What the factory needs from either backend: InstantSearch's multi-query `search`. */
export interface Backend {
  search(requests: unknown): Promise<{ results: unknown[] }>;
  clearCache?(): Promise<void> | void;
  addAlgoliaAgent?(segment: string, version?: string): void;
}

export interface BackendOptions {
  /** The dealer's index file (embedded backend), e.g. '/search/index.3f9a….json'. */
  indexUrl?: string | null;
  /** Injected for tests and Node; the browser's fetch by default. */
  fetch?: typeof fetch;
  /** Algolia hosts override (tests point the client at a loopback server). */
  algoliaHosts?: {
    url: string;
    port?: number;
    protocol: 'http' | 'https';
    accept: 'read' | 'readWrite' | 'write';
  }[];
}

/**
 * Loaded engines by fetch function and index URL: the header's quick search and the search
 * page share one download and one parsed index (tests inject their own fetch, so they don't).
 */
const engines = new WeakMap<object, Map<string, Promise<Backend>>>();
const BROWSER_FETCH = {};

export function loadEmbeddedBackend(options: BackendOptions): Promise<Backend> {
  const { indexUrl } = options;
  if (!indexUrl)
    return Promise.reject(
      new Error('The embedded search engine needs the index file URL (indexUrl)'),
    );
  const key = options.fetch ?? BROWSER_FETCH;
  let byUrl = engines.get(key);
  if (!byUrl) engines.set(key, (byUrl = new Map()));
  let loading = byUrl.get(indexUrl);
  if (!loading) {
    loading = downloadEngine(indexUrl, options.fetch ?? ((url) => globalThis.fetch(url)));
    byUrl.set(indexUrl, loading);
    // A failed download is forgotten, so the next search tries again.
    loading.catch(() => byUrl.delete(indexUrl));
  }
  return loading;
}

async function downloadEngine(
  indexUrl: string,
  fetchIndex: (url: string) => Promise<Response>,
): Promise<Backend> {
  const [engine, response] = await Promise.all([loadEngine(), fetchIndex(indexUrl)]);
  if (!response.ok) throw new Error(`Search index ${indexUrl}: HTTP ${response.status}`);
  return engine.createEmbeddedSearchClient(await response.json());
}

type EngineModule = typeof import('./embedded-engine.ts');
type AlgoliaModule = typeof import('./algolia-lite.ts');

// Node (build-time rendering, tests) imports the sources; browsers the shared files.
function loadEngine(): Promise<EngineModule> {
  return import.meta.env.SSR
    ? import('./embedded-engine.ts')
    : importSharedModule<EngineModule>('embedded-engine', engineScript);
}

function loadAlgolia(): Promise<AlgoliaModule> {
  return import.meta.env.SSR
    ? import('./algolia-lite.ts')
    : importSharedModule<AlgoliaModule>('algolia-lite', algoliaScript);
}

export async function loadAlgoliaBackend(
  algolia: NonNullable<ClientSearchSettings['algolia']>,
  options: BackendOptions,
): Promise<Backend> {
  const { liteClient } = await loadAlgolia();
  const client = liteClient(
    algolia.appId,
    algolia.searchKey,
    options.algoliaHosts ? { hosts: options.algoliaHosts } : {},
  );
  return client as unknown as Backend;
}
