/**
 * The dealer's search index file, made once per build: the embedded engine's columnar index
 * of the dealer's cars as JSON, named by a hash of its content (`/search/index.<hash>.json`)
 * so it can be cached forever and a rebuild with changed stock gets a new URL.
 *
 * Pages need the URL while they render (to put it in island props) and the build writes the
 * file afterwards. Astro renders pages from its own bundled copy of this module, so the one
 * made for the pages is also left in a process-wide registry (by dealer slug) that
 * emitSearchIndex takes it from: the file written is the one the pages point at, and the index
 * is not built twice.
 */
import { createHash } from 'node:crypto';
import type { SearchIndexFile } from '../../lib/search/engine/format.ts';
import { buildSearchIndex } from '../../lib/search/engine/index-builder.ts';
import { searchSettingsFor } from '../../lib/search/client/search-settings.ts';
import type { Site } from '../site.ts';

export interface SearchIndexArtifact {
  slug: string;
  /** Site path, e.g. '/search/index.5d41402abc4b2a76.json'. */
  url: string;
  json: string;
  bytes: number;
  file: SearchIndexFile;
}

const REGISTRY = Symbol.for('forecourt.search.index-files');
type Registry = Map<string, SearchIndexArtifact>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= new Map());
}

const made = new WeakMap<Site, SearchIndexArtifact>();

export function searchIndexUrlFor(json: string): string {
  return `/search/index.${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
}

/** The index for this site, built on first use and shared by every page of the build. */
export function searchIndexFor(site: Site): SearchIndexArtifact {
  let artifact = made.get(site);
  if (!artifact) {
    const { indexName } = searchSettingsFor(site.dealer);
    const file = buildSearchIndex(site.cars, { indexName });
    const json = JSON.stringify(file);
    artifact = {
      slug: site.dealer.slug,
      url: searchIndexUrlFor(json),
      json,
      bytes: Buffer.byteLength(json),
      file,
    };
    made.set(site, artifact);
    registry().set(artifact.slug, artifact);
  }
  return artifact;
}

/** The index file's URL, for island props. */
export function searchIndexUrl(site: Site): string {
  return searchIndexFor(site).url;
}

/**
 * For the build, after the pages: the index the pages were rendered with (then forgotten, so a
 * later build of the same dealer starts fresh), or a new one when no page asked for it.
 */
export function takeSearchIndex(site: Site): SearchIndexArtifact {
  const pending = registry().get(site.dealer.slug);
  registry().delete(site.dealer.slug);
  const { indexName } = searchSettingsFor(site.dealer);
  if (pending && pending.file.count === site.cars.length && pending.file.name === indexName)
    return pending;
  return searchIndexFor(site);
}
