import { promises as fsPromises, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One page Astro has written: its bytes, and the absolute path of its file. */
export interface WrittenPage {
  body: Uint8Array;
  file: string;
}

/**
 * Takes over Astro's writing of pages under `outDir` until the returned function is called,
 * and shows each page written to `onWritten`.
 *
 * Astro's static generation reads each rendered page into a buffer, makes its folder with
 * `fs.promises.mkdir` and writes it with `fs.promises.writeFile`
 * (astro/dist/core/build/generate.js), reading `fs.promises` at call time. So:
 * - The bytes are taken there. Taking them from the Response the prerenderer returns meant
 *   reading its body and handing Astro a new Response to read again: two copies of every page
 *   through undici's streams.
 * - Folders under `outDir` are made, and pages written, synchronously. Each of a page's four
 *   round trips to libuv's pool (mkdir, open, write, close) left the renderer waiting on the
 *   2-core build machine, where the pool's threads share the cores with the renderer and the
 *   staging worker; done in place, a 1,000-car build took 8.71–8.99 s against 9.47–9.64 s.
 *   The promise still resolves only once the folder or file is there, as before.
 *
 * This project's own code imports `writeFile` and `mkdir` from 'node:fs/promises' by name,
 * bindings the swap does not reach. Only `.html` files written from bytes without options are
 * pages (redirect pages are written from a string, and precompression takes them); other
 * writes go through as they were. `onWritten` gets its own copy, and Astro's write resolves
 * only once `onWritten` does, which is how it holds rendering back.
 */
export function takeOverPageWrites(
  outDir: URL,
  onWritten: (page: WrittenPage) => Promise<void>,
): () => void {
  const root = fileURLToPath(outDir);
  const { mkdir, writeFile } = fsPromises;
  // Typed as one signature: `typeof mkdir` is an overload set no single function satisfies.
  const mkdirInPlace = async (
    dir: Parameters<typeof mkdir>[0],
    options?: Parameters<typeof mkdirSync>[1],
  ): Promise<string | undefined> => {
    const folder = localPath(dir);
    if (folder === null || !isUnder(root, folder)) return mkdir(dir, options);
    return mkdirSync(dir, options);
  };
  const writePageInPlace: typeof writeFile = async (file, data, options) => {
    const page = localPath(file);
    if (page === null || !isPageUnder(root, page) || !(data instanceof Uint8Array) || options) {
      return writeFile(file, data, options);
    }
    writeFileSync(page, data);
    await onWritten({ body: new Uint8Array(data), file: page });
  };
  fsPromises.mkdir = mkdirInPlace as typeof mkdir;
  fsPromises.writeFile = writePageInPlace;
  return () => {
    if (fsPromises.mkdir === mkdirInPlace) fsPromises.mkdir = mkdir;
    if (fsPromises.writeFile === writePageInPlace) fsPromises.writeFile = writeFile;
  };
}

function localPath(target: unknown): string | null {
  if (target instanceof URL) return target.protocol === 'file:' ? fileURLToPath(target) : null;
  return typeof target === 'string' ? path.resolve(target) : null;
}

function isUnder(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

function isPageUnder(root: string, file: string): boolean {
  return file.endsWith('.html') && isUnder(root, file);
}
