/**
 * Compression while Astro renders. Static generation keeps one core busy; each page's bytes
 * are handed over as it is rendered and compressed, one page at a time, on libuv's thread pool,
 * which puts the build machine's second core to work during generation instead of leaving all
 * of a 10,000-page site's compression to the step after Astro. precompressSite then takes each
 * file's twins from here.
 *
 * Keyed by a hash of the content, not by path: a file whose bytes changed after rendering (or
 * any file Astro did not render) finds nothing and is compressed there as before, so this can
 * only save time, never serve a stale copy.
 */
import { hash } from 'node:crypto';
import { compressTwins, MIN_COMPRESS_BYTES } from './precompress.ts';

export interface CompressedTwins {
  br: Buffer;
  gz: Buffer;
}

/**
 * Pages waiting to be compressed, at most, in bytes. Rendering can outpace compression on a
 * busy machine; beyond this a page is left to the step after Astro rather than held in memory.
 */
export const MAX_WAITING_BYTES = 256 * 1024 * 1024;

export class EarlyCompression {
  private readonly twins = new Map<string, Promise<CompressedTwins>>();
  private tail: Promise<unknown> = Promise.resolve();
  private waitingBytes = 0;
  /** Pages handed over, and those left to the later step because too much was waiting. */
  accepted = 0;
  declined = 0;

  private readonly maxWaitingBytes: number;

  constructor(maxWaitingBytes = MAX_WAITING_BYTES) {
    this.maxWaitingBytes = maxWaitingBytes;
  }

  /** Queues a rendered page's bytes; returns at once. */
  add(content: Uint8Array): void {
    if (content.length < MIN_COMPRESS_BYTES) return;
    if (this.waitingBytes + content.length > this.maxWaitingBytes) {
      this.declined++;
      return;
    }
    const key = contentKey(content);
    if (this.twins.has(key)) return;
    this.accepted++;
    this.waitingBytes += content.length;
    // One page at a time: a second thread would compete with rendering for the other core.
    const compressed = this.tail.then(() => compressTwins(content));
    const settled = compressed.finally(() => {
      this.waitingBytes -= content.length;
    });
    this.tail = settled.catch(() => undefined);
    // A failure here is not the build's: take() hands back the rejection and the caller decides.
    settled.catch(() => undefined);
    this.twins.set(key, settled);
  }

  /**
   * The twins of exactly these bytes, when they were handed over; undefined otherwise. Taken
   * once: a second file with the same bytes compresses its own, and memory is freed as the
   * site's files are written.
   */
  take(content: Uint8Array): Promise<CompressedTwins> | undefined {
    const key = contentKey(content);
    const twins = this.twins.get(key);
    this.twins.delete(key);
    return twins;
  }
}

function contentKey(content: Uint8Array): string {
  return hash('sha256', content, 'base64');
}
