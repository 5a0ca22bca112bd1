/**
 * The thread staged-compression.ts compresses rendered pages on: each message is one page's
 * bytes; its .br and .gz are written to the staging directory under the bytes' digest, and
 * the answer carries the digest, the copies' sizes and what the page holds inline for the
 * security policy (emit-headers.ts), so the main thread need neither scan the page nor stat
 * its copies. An answer without a digest means nothing was staged: precompression then
 * compresses and scans that page itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { compressTwinsSync } from './compress-twins.ts';
import { pageSources } from './page-sources.ts';
import type { StagedAnswer } from './staged-compression.ts';
import { contentDigest, stagedCopy } from './staged-paths.ts';

const stagingDir = (workerData as { stagingDir: string }).stagingDir;
mkdirSync(stagingDir, { recursive: true });

parentPort?.on('message', ({ content }: { content: Uint8Array }) => {
  let answer: StagedAnswer = { digest: null, sources: null, sizes: null };
  try {
    const digest = contentDigest(content);
    const { br, gz } = compressTwinsSync(content);
    writeFileSync(stagedCopy(stagingDir, digest, '.br'), br);
    writeFileSync(stagedCopy(stagingDir, digest, '.gz'), gz);
    answer = { digest, sources: pageSources(content), sizes: { br: br.length, gz: gz.length } };
  } catch {
    // Nothing staged for this page: precompression compresses and scans it.
  }
  parentPort?.postMessage(answer);
});
