/**
 * The thread staged-compression.ts compresses rendered pages on: each message is one page's
 * bytes and the file Astro writes them to; its .br and .gz are written beside that file (a
 * copy no smaller than the page is left out, as precompression does), and the answer carries
 * the copies' sizes and what the page holds inline for the security policy (emit-headers.ts),
 * so the main thread need neither read nor scan the page again. An answer without sizes
 * means nothing was written: precompression then compresses and scans that page itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { compressTwinsSync } from './compress-twins.ts';
import { pageSources } from './page-sources.ts';
import type { StagedAnswer, StagedRequest } from './staged-compression.ts';

parentPort?.on('message', ({ content, file }: StagedRequest) => {
  let answer: StagedAnswer = { file, bytes: content.length, sources: null, sizes: null };
  try {
    const { br, gz } = compressTwinsSync(content);
    const keep = (copy: Buffer, extension: '.br' | '.gz') => {
      if (copy.length >= content.length) return null;
      writeBeside(file, extension, copy);
      return copy.length;
    };
    const sizes = { br: keep(br, '.br'), gz: keep(gz, '.gz') };
    answer = { file, bytes: content.length, sources: pageSources(content), sizes };
  } catch {
    // Nothing certain was written for this page: precompression compresses and scans it.
  }
  parentPort?.postMessage(answer);
});

/**
 * Writes a copy beside the page. Astro has almost always made the page's directory by now
 * (this thread runs pages behind the renderer), so the directory is made only when the write
 * finds none: on the build machine a mkdir costs about as much as the write.
 */
function writeBeside(file: string, extension: '.br' | '.gz', copy: Buffer): void {
  try {
    writeFileSync(`${file}${extension}`, copy);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}${extension}`, copy);
  }
}
