/**
 * The thread staged-compression.ts compresses rendered pages on: each message is one page's
 * bytes and the file Astro writes them to; its .br is written beside that file (pages get no
 * .gz: compress-twins.ts), and left out when it is no smaller than the page, as precompression
 * does. The answer carries the copy's size, what the page holds inline for the security
 * policy (emit-headers.ts) and whether its head opts out of indexing (for the sitemap), so the
 * main thread need neither read nor scan the page again. An answer without sources means
 * nothing certain was written: precompression then compresses and scans that page itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { htmlHeadOf } from '../../integrations/read-html-head.ts';
import { declaresNoindex } from '../../integrations/sitemap-content.ts';
import { compressPageSync } from './compress-twins.ts';
import { pageSources } from './page-sources.ts';
import type { StagedAnswer, StagedRequest } from './staged-compression.ts';

parentPort?.on('message', ({ content, file }: StagedRequest) => {
  let answer: StagedAnswer = {
    file,
    bytes: content.length,
    sources: null,
    brBytes: null,
    noindex: null,
  };
  try {
    const br = compressPageSync(content);
    const smaller = br.length < content.length;
    if (smaller) writeBeside(`${file}.br`, br);
    const brBytes = smaller ? br.length : null;
    answer = {
      file,
      bytes: content.length,
      sources: pageSources(content),
      brBytes,
      noindex: declaresNoindex(htmlHeadOf(content)),
    };
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
function writeBeside(copy: string, bytes: Buffer): void {
  try {
    writeFileSync(copy, bytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(path.dirname(copy), { recursive: true });
    writeFileSync(copy, bytes);
  }
}
