/**
 * Pages written and compressed while Astro renders. Rendering keeps one core busy, and
 * precompression after it kept both busy for about as long again (33.7 s of a 73 s cold build
 * of 5,000 cars). So each page is handed here as Astro renders it (page-writes.ts), and a
 * worker thread of its own (compress-worker.ts) writes it, compresses it and writes its .br
 * beside it (pages get no .gz: compress-twins.ts) while the next pages render. Precompression
 * (precompress.ts) then leaves those pages alone: it neither reads them nor moves anything. At
 * 5,000 cars that is some 10,000 file reads and 20,000 renames fewer, and precompression after
 * Astro fell from 8.8 s to 1.9 s. Writing the page there too takes a new folder and a new
 * file off the renderer, about 0.7 ms of each car page on the build machine's disk.
 *
 * A worker, not libuv's pool: compressing on the pool held back Astro's own file writes, which
 * share it, and rendering of a 1,000-car dealer took 14.8 s instead of 7.0 s.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WrittenPage } from '../../integrations/page-writes.ts';
import { MIN_COMPRESS_BYTES } from './compress-twins.ts';
import type { PageSources } from './page-sources.ts';

/** Pages sent and not yet written; past this, rendering waits for the worker to catch up. */
export const STAGED_BACKLOG = 64;

/** What the worker asks for one page: its bytes, and the absolute path Astro writes them to. */
export interface StagedRequest {
  content: Uint8Array;
  file: string;
}

/**
 * The worker's answer for one page: its size, its copy's size and inline sources; nulls where
 * it could not compress the page (precompression does it then); and, should the page itself
 * not be written, why.
 */
export type StagedAnswer = { file: string; bytes: number; writeError: string | null } & (
  | { sources: PageSources; brBytes: number | null; noindex: boolean }
  | { sources: null; brBytes: null; noindex: null }
);

/** A page the worker compressed, its .br beside it. */
export interface StagedPage {
  /** The page's own size in bytes. */
  bytes: number;
  /** Its .br's size; null where the copy was no smaller than the page, and left out. */
  brBytes: number | null;
  /** What the page holds inline, for the security policy (emit-headers.ts). */
  sources: PageSources;
  /** The page's head opts out of indexing: the sitemap leaves it out. */
  noindex: boolean;
}

export interface StagedCompression {
  /**
   * Takes one rendered page to write (a PageWriter); resolves at once unless the backlog is
   * full. A page too small to compress is written here and now.
   */
  add(page: WrittenPage): Promise<void>;
  /**
   * Resolves once every page handed over is written and compressed; rejects, naming the first
   * page that could not be written, if any was not (the build then fails and the previous site
   * stays up).
   */
  settled(): Promise<void>;
  /**
   * Resolves once every page handed over is dealt with, and stops the worker. The worker keeps
   * the process alive until then, so every build calls this however it ends.
   */
  drain(): Promise<void>;
  /**
   * The pages whose copy is in place (or not worth making), by '/'-separated path under the
   * output directory. Complete once drained.
   */
  readonly pages: ReadonlyMap<string, StagedPage>;
}

/** Writing and compression of the pages Astro renders into `outDir`. */
export function stagedCompression(outDir: string): StagedCompression {
  let worker: Worker | null = null;
  let pending = 0;
  // Why pages handed to the worker were not written, in the order the answers came.
  const writeErrors: string[] = [];
  const pages = new Map<string, StagedPage>();
  // Each answer brings its own copy of texts thousands of pages share: keep one of each.
  const texts = new Map<string, string>();
  const intern = (text: string) => texts.get(text) ?? (texts.set(text, text), text);
  let waiters: (() => void)[] = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  let failed = false;
  // A worker that stops takes the pages it had not written with it; later pages are written here.
  const stop = () => {
    failed = true;
    if (pending > 0) writeErrors.push(`the page writer stopped with ${pending} pages unwritten`);
    pending = 0;
    wake();
  };
  const start = () => {
    const started = new Worker(new URL('./compress-worker.ts', import.meta.url));
    started.on('message', (answer: StagedAnswer) => {
      if (answer.writeError !== null) writeErrors.push(`${answer.file}: ${answer.writeError}`);
      if (answer.sources) {
        const { scripts, imageOrigins } = answer.sources;
        pages.set(sitePath(outDir, answer.file), {
          bytes: answer.bytes,
          brBytes: answer.brBytes,
          noindex: answer.noindex,
          sources: { scripts: scripts.map(intern), imageOrigins: imageOrigins.map(intern) },
        });
      }
      pending--;
      wake();
    });
    // Precompression compresses the pages written after a worker stopped.
    started.on('error', stop);
    started.on('exit', stop);
    return started;
  };
  return {
    async add({ body, file }) {
      const compressible = body.length >= MIN_COMPRESS_BYTES;
      if (compressible && !failed && !worker) {
        try {
          worker = start();
        } catch {
          failed = true;
        }
      }
      if (!compressible || failed || !worker) {
        writePage(file, body);
        return;
      }
      pending++;
      // Transferred, not copied, when the bytes fill their own buffer: they are ours
      // (page-writes.ts hands over a copy). A view into a shared buffer is copied first.
      const content = ownsBuffer(body) ? body : new Uint8Array(body);
      const request: StagedRequest = { content, file };
      worker.postMessage(request, [content.buffer as ArrayBuffer]);
      while (pending > STAGED_BACKLOG) await new Promise<void>((room) => waiters.push(room));
    },
    async settled() {
      while (pending > 0) await new Promise<void>((done) => waiters.push(done));
      if (writeErrors.length > 0) {
        throw new Error(`pages could not be written: ${writeErrors.slice(0, 3).join('; ')}`);
      }
    },
    async drain() {
      while (pending > 0) await new Promise<void>((done) => waiters.push(done));
      worker?.off('exit', stop);
      await worker?.terminate();
      worker = null;
      waiters = [];
    },
    pages,
  };
}

/** A page written on this thread, its folder made first. */
function writePage(file: string, body: Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

function ownsBuffer(bytes: Uint8Array): boolean {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
}

/** A file's '/'-separated path under the output directory, as precompression names files. */
function sitePath(outDir: string, file: string): string {
  return path.relative(outDir, file).split(path.sep).join('/');
}
