/**
 * The thread staged-compression.ts writes rendered pages on: each message is one page's bytes
 * and its file. The page is written first (its folder made when there is none), then its .br
 * beside it (pages get no .gz: compress-twins.ts), left out when it is no smaller than the
 * page, as precompression does. The answer carries the copy's size, what the page holds inline
 * for the security policy (emit-headers.ts) and whether its head opts out of indexing (for
 * the sitemap), so the main thread need neither read nor scan the page again. An answer
 * without sources means no copy was certainly written: precompression then compresses and
 * scans that page itself. An answer with a write error means the page is not on disk.
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
  parentPort?.postMessage(writeAndCompress(content, file));
});

function writeAndCompress(content: Uint8Array, file: string): StagedAnswer {
  const bytes = content.length;
  try {
    writeMakingFolder(file, content);
  } catch (error) {
    const writeError = error instanceof Error ? error.message : String(error);
    return { file, bytes, writeError, sources: null, brBytes: null, noindex: null };
  }
  try {
    const br = compressPageSync(content);
    const smaller = br.length < bytes;
    if (smaller) writeFileSync(`${file}.br`, br);
    return {
      file,
      bytes,
      writeError: null,
      sources: pageSources(content),
      brBytes: smaller ? br.length : null,
      noindex: declaresNoindex(htmlHeadOf(content)),
    };
  } catch {
    // No copy was certainly written for this page: precompression compresses and scans it.
    return { file, bytes, writeError: null, sources: null, brBytes: null, noindex: null };
  }
}

/**
 * Writes a file, making its folder when the write finds none. Almost every page has a folder
 * of its own that nothing has made yet; a failed open costs less than looking first.
 */
function writeMakingFolder(file: string, bytes: Uint8Array): void {
  try {
    writeFileSync(file, bytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
}
