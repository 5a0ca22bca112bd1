/**
 * The thread staged-compression.ts compresses rendered pages on: each message is one page's
 * bytes; its .br and .gz are written to the staging directory under the bytes' digest, and the
 * message's id goes back when they are there (or could not be written: precompression then
 * compresses that page itself).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { compressTwinsSync } from './compress-twins.ts';
import { contentDigest, stagedCopy } from './staged-paths.ts';

const stagingDir = (workerData as { stagingDir: string }).stagingDir;
mkdirSync(stagingDir, { recursive: true });

parentPort?.on('message', ({ id, content }: { id: number; content: Uint8Array }) => {
  try {
    const digest = contentDigest(content);
    const { br, gz } = compressTwinsSync(content);
    writeFileSync(stagedCopy(stagingDir, digest, '.br'), br);
    writeFileSync(stagedCopy(stagingDir, digest, '.gz'), gz);
  } catch {
    // Nothing staged for this page: precompression compresses it.
  }
  parentPort?.postMessage(id);
});
