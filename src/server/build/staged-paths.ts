import { createHash } from 'node:crypto';
import path from 'node:path';

/** The name a page's staged copies are kept under: a digest of its bytes. */
export function contentDigest(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('base64url');
}

/** Where the copies of bytes with this digest are staged ('.br' or '.gz' appended). */
export function stagedCopy(stagingDir: string, digest: string, extension: '.br' | '.gz'): string {
  return path.join(stagingDir, `${digest}${extension}`);
}
