import { promises as fsPromises } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One page Astro has written: its bytes, and the absolute path of its file. */
export interface WrittenPage {
  body: Uint8Array;
  file: string;
}

/**
 * Shows each page Astro writes under `outDir` to `onWritten`, once the file is written, until
 * the returned function is called. Astro's static generation reads each rendered page into a
 * buffer and writes it with `fs.promises.writeFile` (astro/dist/core/build/generate.js), so
 * the bytes are taken there: taking them from the Response the prerenderer returns meant
 * reading its body and handing Astro a new Response to read again, two copies of every page
 * through undici's streams. Astro reads `fs.promises` at call time; this project's own code
 * imports `writeFile` from 'node:fs/promises' by name, a binding the swap does not reach.
 *
 * Only `.html` files written from bytes are pages (redirect pages are written from a string,
 * and precompression takes them); `onWritten` gets its own copy, and Astro's write resolves
 * only once `onWritten` does, which is how it holds rendering back.
 */
export function watchPageWrites(
  outDir: URL,
  onWritten: (page: WrittenPage) => Promise<void>,
): () => void {
  const root = fileURLToPath(outDir);
  const original = fsPromises.writeFile;
  const watched: typeof original = async (file, data, options) => {
    await original(file, data, options);
    const written =
      file instanceof URL ? fileURLToPath(file) : typeof file === 'string' ? file : null;
    if (!written || !isPageUnder(root, written) || !(data instanceof Uint8Array)) return;
    await onWritten({ body: new Uint8Array(data), file: written });
  };
  fsPromises.writeFile = watched;
  return () => {
    if (fsPromises.writeFile === watched) fsPromises.writeFile = original;
  };
}

function isPageUnder(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative.endsWith('.html') && !relative.startsWith('..') && !path.isAbsolute(relative);
}
