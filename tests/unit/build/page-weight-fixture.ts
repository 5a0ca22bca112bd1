import type { PageKind } from '../../../src/server/build/bench/page-types.ts';
import type { PageWeight } from '../../../src/server/build/bench/page-weights.ts';

/** A measured page with plausible figures: 10 KB HTML, 2 KB JS up front, 17 KB later. */
export function weight(path: string, kind: PageKind, extra: Partial<PageWeight> = {}): PageWeight {
  return {
    file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
    path,
    kind,
    htmlBytes: 50_000,
    htmlBrotli: 10 * 1024,
    jsUpFront: 2 * 1024,
    jsLater: 17 * 1024,
    islands: 0,
    islandFiles: [],
    upFrontFiles: [],
    images: 1,
    unsizedImages: [],
    ...extra,
  };
}
