import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { totalmem } from 'node:os';
import { constants, gzipSync } from 'node:zlib';
import { MIN_COMPRESS_BYTES } from '../build/compress-twins.ts';
import { validatorsFor, type Validators } from './send-cached.ts';

/** A built file held in memory with its validators, made once when it is read. */
export interface CachedFile extends Validators {
  body: Buffer;
}

/** Too big to hold: stream it from disk. */
export const TOO_BIG = 'too-big';

export type FileLookup = CachedFile | null | typeof TOO_BIG;

export interface FileCacheOptions {
  /** Total bytes held; the least recently used files go first past it. */
  maxBytes?: number;
  /** Files larger than this are streamed from disk instead. */
  maxFileBytes?: number;
  /** Entries held at most (absent files count too), so made-up paths cannot grow it. */
  maxEntries?: number;
}

/**
 * An eighth of the memory this process may use, and at least 256 MB: enough on a typical
 * server to hold every page a dealer's site is asked for in all three encodings (a
 * 7,000-page site is about 850 MB with its .br and .gz twins). The operating system's page
 * cache cannot be relied on to do it: on this project's 2-core machine it stayed under 3 GB
 * and did not keep a 1.7 GB dist warm, cold reads ran at 35 MB/s, and with 256 MB held here
 * the serving bench's p99 was 99 ms against 48 ms with the whole dist held.
 */
export const DEFAULT_FILE_CACHE_BYTES = Math.max(256 * 1024 * 1024, Math.floor(usableMemory() / 8));

function usableMemory(): number {
  // constrainedMemory() is a container's limit, or a huge number (or 0) where there is none.
  const limit = process.constrainedMemory();
  return limit > 0 ? Math.min(limit, totalmem()) : totalmem();
}

interface Entry {
  generation: object;
  value: FileLookup;
  bytes: number;
  /** Asked for since it last came up for eviction (a second chance). */
  used: boolean;
}

/**
 * The built files the server answers with, held in memory: pages and their .br and .gz twins
 * are asked for many times a second, and each answer from disk costs a stat, an open, a read
 * and a close. A file is read once per `generation` (the tenant's entry in the tenant
 * directory, replaced when a build swaps a site in, so a rebuild is never answered from an
 * older build) and dropped past `maxBytes`, so memory stays bounded whatever is asked for.
 * Eviction is the clock (second-chance) approximation of least-recently-used: a hit only marks
 * its entry, and the oldest entries go first unless asked for since they last came up, which
 * buys them another round. A hit costs no reordering. The bytes are the build's own, but for
 * the gzip copies of pages, which the build does not make (compress-twins.ts): `gzipOf` makes
 * one when a client that takes only gzip asks, and holds it like a file.
 */
export function createFileCache(options: FileCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_FILE_CACHE_BYTES;
  const maxFileBytes = options.maxFileBytes ?? 1024 * 1024;
  const maxEntries = options.maxEntries ?? 50_000;
  const entries = new Map<string, Entry>();
  let total = 0;

  // Synchronous on purpose: a built file is small (≤ maxFileBytes) and, once read, in the
  // operating system's page cache, where a blocking read takes tens of microseconds. The
  // promise API costs thread-pool round trips (open, fstat, read, close) and their callbacks
  // for every miss.
  function load(file: string): FileLookup {
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch {
      return null;
    }
    try {
      const info = fstatSync(fd);
      if (!info.isFile()) return null;
      if (info.size > maxFileBytes) return TOO_BIG;
      // Its own memory, not a slice of Node's shared pool: an entry may be held for long.
      const body = Buffer.allocUnsafeSlow(info.size);
      let read = 0;
      while (read < body.length) {
        const count = readSync(fd, body, read, body.length - read, null);
        if (count === 0) break;
        read += count;
      }
      const held = read === body.length ? body : body.subarray(0, read);
      return { body: held, ...validatorsFor(held.length, info.mtimeMs) };
    } catch {
      return null;
    } finally {
      closeSync(fd);
    }
  }

  function drop(file: string): void {
    const entry = entries.get(file);
    if (!entry) return;
    total -= entry.bytes;
    entries.delete(file);
  }

  /**
   * Drops the oldest entry but `keep` not asked for since it last came up; those asked for go
   * to the back, unmarked, and are dropped when they come up again unasked. False when only
   * `keep` is left.
   */
  function evictOne(keep: string): boolean {
    for (const [file, entry] of entries) {
      if (file === keep) continue;
      if (entry.used) {
        entry.used = false;
        entries.delete(file);
        entries.set(file, entry);
        continue;
      }
      drop(file);
      return true;
    }
    return false;
  }

  function remember(file: string, entry: Entry): void {
    drop(file);
    if (entries.size >= maxEntries) evictOne(file);
    entries.set(file, entry);
    total += entry.bytes;
    while (total > maxBytes && evictOne(file));
  }

  function get(file: string, generation: object): FileLookup {
    const entry = entries.get(file);
    if (entry?.generation === generation) {
      entry.used = true;
      return entry.value;
    }
    const value = load(file);
    const bytes = value && value !== TOO_BIG ? value.body.length : 0;
    remember(file, { generation, value, bytes, used: false });
    return value;
  }

  return {
    get,
    /**
     * The gzip copy `copy` of the built file `source`: the build's own where it wrote one,
     * else made from the source's bytes and held under `copy` for this generation. Null when
     * the source is missing, too small to gain, or too big to hold (it is streamed as it is).
     */
    gzipOf(copy: string, source: string, generation: object): FileLookup {
      const built = get(copy, generation);
      if (built !== null) return built;
      const original = get(source, generation);
      if (original === null || original === TOO_BIG) return null;
      if (original.body.length < MIN_COMPRESS_BYTES) return null;
      const body = gzipSync(original.body, { level: constants.Z_DEFAULT_COMPRESSION });
      // The source's mtime, so the copy's validators change exactly when the page does.
      const made: CachedFile = { body, ...validatorsFor(body.length, original.mtimeMs) };
      remember(copy, { generation, value: made, bytes: body.length, used: false });
      return made;
    },
    get bytes(): number {
      return total;
    },
  };
}

export type FileCache = ReturnType<typeof createFileCache>;
