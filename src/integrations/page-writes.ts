import { promises as fsPromises, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One page Astro has rendered: its bytes, and the absolute path of its file. */
export interface WrittenPage {
  body: Uint8Array;
  file: string;
}

/**
 * Writes a page to its file, making the file's folder, on whatever thread it likes. Its promise
 * resolves once the page is taken (not necessarily written); holding it holds rendering back.
 * The body is the writer's own copy, to keep or transfer.
 */
export type PageWriter = (page: WrittenPage) => Promise<void>;

/**
 * Takes over Astro's writing of pages under `outDir` until the returned function is called,
 * and hands each page to `writePage` instead.
 *
 * Astro's static generation makes each page's folder with `fs.promises.mkdir` and writes the
 * rendered bytes with `fs.promises.writeFile` (astro/dist/core/build/generate.js), reading
 * `fs.promises` at call time, one page after another. Making the folder and writing the file
 * cost the renderer about 0.25 ms and 0.4–0.6 ms a car page on the 2-core build machine (its
 * disk is slow with new folders and files), time the staging worker can spend instead while
 * the next page renders (staged-compression.ts). So:
 * - A page's bytes go to `writePage`, which writes them and makes their folder. Taking them
 *   here, where Astro writes, also spares reading the prerenderer's Response a second time.
 * - A folder Astro asks for under `outDir` is made only if something other than a page is
 *   written next (a redirect page, written from a string), or when writes are given back:
 *   the page written next makes it. Folders elsewhere, and non-recursive calls, go through.
 *
 * This project's own code imports `writeFile` and `mkdir` from 'node:fs/promises' by name,
 * bindings the swap does not reach. Only `.html` files written from bytes without options are
 * pages; other writes go through as they were. Astro's write resolves only once `writePage`
 * does, which is how rendering is held back.
 */
export function takeOverPageWrites(outDir: URL, writePage: PageWriter): () => void {
  const root = fileURLToPath(outDir);
  const { mkdir, writeFile } = fsPromises;
  // The folder Astro asked for last, not yet made: a page written into it makes it.
  let unmade: string | null = null;
  const makeUnmade = () => {
    if (unmade !== null) mkdirSync(unmade, { recursive: true });
    unmade = null;
  };
  // Typed as one signature: `typeof mkdir` is an overload set no single function satisfies.
  const mkdirLater = async (
    dir: Parameters<typeof mkdir>[0],
    options?: Parameters<typeof mkdirSync>[1],
  ): Promise<string | undefined> => {
    const folder = localPath(dir);
    const recursive = typeof options === 'object' && options?.recursive === true;
    if (folder === null || !recursive || !isUnder(root, folder)) {
      makeUnmade();
      return mkdir(dir, options);
    }
    makeUnmade();
    unmade = folder;
    return undefined;
  };
  const writePageThere: typeof writeFile = async (file, data, options) => {
    const page = localPath(file);
    if (page === null || !isPageUnder(root, page) || !(data instanceof Uint8Array) || options) {
      makeUnmade();
      return writeFile(file, data, options);
    }
    // Its folder is the page writer's to make; any other is made now.
    if (unmade === path.dirname(page)) unmade = null;
    else makeUnmade();
    await writePage({ body: new Uint8Array(data), file: page });
  };
  fsPromises.mkdir = mkdirLater as typeof mkdir;
  fsPromises.writeFile = writePageThere;
  return () => {
    makeUnmade();
    if (fsPromises.mkdir === mkdirLater) fsPromises.mkdir = mkdir;
    if (fsPromises.writeFile === writePageThere) fsPromises.writeFile = writeFile;
  };
}

/** An absolute path without a trailing separator, so a folder compares equal however named. */
function localPath(target: unknown): string | null {
  if (target instanceof URL) {
    return target.protocol === 'file:' ? path.resolve(fileURLToPath(target)) : null;
  }
  return typeof target === 'string' ? path.resolve(target) : null;
}

function isUnder(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

function isPageUnder(root: string, file: string): boolean {
  return file.endsWith('.html') && isUnder(root, file);
}
