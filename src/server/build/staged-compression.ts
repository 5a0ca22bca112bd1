/**
 * Compression while Astro renders. Rendering keeps one core busy, and precompression after it
 * kept both busy for about as long again (33.7 s of a 73 s cold build of 5,000 cars). So each
 * page is handed here as it is rendered and compressed on a worker thread of its own
 * (compress-worker.ts) while the next pages render; its .br and .gz are staged in the build's
 * scratch directory under a digest of the page's bytes. Precompression (precompress.ts) then
 * finds a file's copies by that digest and moves them into place: the copies beside a file are
 * always of the bytes on disk, whatever path Astro wrote them to.
 *
 * A worker, not libuv's pool: compressing on the pool held back Astro's own file writes, which
 * share it, and rendering of a 1,000-car dealer took 14.8 s instead of 7.0 s.
 */
import { Worker } from 'node:worker_threads';
import { MIN_COMPRESS_BYTES } from './compress-twins.ts';
import type { PageSources } from './page-sources.ts';

export { contentDigest, stagedCopy } from './staged-paths.ts';

/** Pages sent and not yet staged; past this, rendering waits for compression to catch up. */
export const STAGED_BACKLOG = 64;

/** The byte sizes of one page's staged .br and .gz. */
export interface StagedSizes {
  br: number;
  gz: number;
}

/** The worker's answer for one page: its digest, inline sources and copies' sizes, or nulls. */
export type StagedAnswer =
  | { digest: string; sources: PageSources; sizes: StagedSizes }
  | { digest: null; sources: null; sizes: null };

/** Where the staged copies are, and which bytes have them: what precompression takes. */
export interface StagedCopies {
  dir: string;
  /** The sizes of the copies staged for bytes with this digest; undefined when none were. */
  sizesOf(digest: string): StagedSizes | undefined;
}

export interface StagedCompression {
  /** Hands over one rendered page; resolves at once unless the backlog is full. */
  add(content: Uint8Array): Promise<void>;
  /**
   * Resolves once every page handed over is staged, and stops the worker. The worker keeps
   * the process alive until then, so every build calls this however it ends.
   */
  drain(): Promise<void>;
  /** What a staged page holds inline (emit-headers.ts), by the digest of its bytes. */
  sourcesOf(digest: string): PageSources | undefined;
  /** The staged copies, for precompression (precompress.ts). */
  copies: StagedCopies;
}

export function stagedCompression(stagingDir: string): StagedCompression {
  let worker: Worker | null = null;
  let pending = 0;
  const sources = new Map<string, PageSources>();
  const sizes = new Map<string, StagedSizes>();
  // Each answer brings its own copy of texts thousands of pages share: keep one of each.
  const texts = new Map<string, string>();
  const intern = (text: string) => texts.get(text) ?? (texts.set(text, text), text);
  let waiters: (() => void)[] = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  let failed = false;
  const stop = () => {
    failed = true;
    pending = 0;
    wake();
  };
  const start = () => {
    const started = new Worker(new URL('./compress-worker.ts', import.meta.url), {
      workerData: { stagingDir },
    });
    started.on('message', (answer: StagedAnswer) => {
      if (answer.digest !== null) {
        const { scripts, imageOrigins } = answer.sources;
        sources.set(answer.digest, {
          scripts: scripts.map(intern),
          imageOrigins: imageOrigins.map(intern),
        });
        sizes.set(answer.digest, answer.sizes);
      }
      pending--;
      wake();
    });
    // A worker that dies stages nothing more; precompression compresses what is left.
    started.on('error', stop);
    started.on('exit', stop);
    return started;
  };
  return {
    async add(content) {
      if (content.length < MIN_COMPRESS_BYTES || failed) return;
      try {
        worker ??= start();
      } catch {
        failed = true;
        return;
      }
      pending++;
      // A copy, handed over rather than copied again: the page's own bytes go on to Astro.
      const copy = new Uint8Array(content);
      worker.postMessage({ content: copy }, [copy.buffer]);
      while (pending > STAGED_BACKLOG) await new Promise<void>((room) => waiters.push(room));
    },
    async drain() {
      while (pending > 0) await new Promise<void>((done) => waiters.push(done));
      worker?.off('exit', stop);
      await worker?.terminate();
      worker = null;
      waiters = [];
    },
    sourcesOf: (digest) => sources.get(digest),
    copies: { dir: stagingDir, sizesOf: (digest) => sizes.get(digest) },
  };
}
