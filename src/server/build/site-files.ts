import { readdirSync } from 'node:fs';
import { cp, stat } from 'node:fs/promises';
import path from 'node:path';
import { withoutCompressedCopies } from './compress-twins.ts';

/** Copies `dealers/<slug>/media/**` to `/media/**` of the site; the dealer's files win. */
export async function copyDealerMedia(dealerDir: string, outDir: string): Promise<void> {
  const mediaDir = path.join(dealerDir, 'media');
  const present = await stat(mediaDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (present) await cp(mediaDir, path.join(outDir, 'media'), { recursive: true, force: true });
}

/**
 * Every file under `dir`, as '/'-separated paths relative to it, sorted. Listed synchronously:
 * Node's promise-based recursive readdir took 0.32–0.59 s for meridian's 24,000 entries in
 * 7,000 folders, the synchronous one 0.08–0.10 s, and a build's steps after Astro have nothing
 * else to do meanwhile. The steps after Astro share one listing (dealer-build.ts).
 */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * Total bytes of every file under dir but the precompressed copies (`x.br`, `x.gz` beside
 * `x`): the site's own size, whichever of its files already have copies. `listed` is the
 * listing to count (listFiles of dir), and `knownBytes` gives the size of a file the build
 * already knows ('/'-separated path), which is then not asked of the disk.
 */
export async function directoryBytes(
  dir: string,
  listed: readonly string[] = listFiles(dir),
  knownBytes: (file: string) => number | undefined = () => undefined,
): Promise<number> {
  let total = 0;
  const unknown: string[] = [];
  for (const file of withoutCompressedCopies(listed)) {
    const known = knownBytes(file);
    if (known === undefined) unknown.push(path.join(dir, file));
    else total += known;
  }
  // Many at once: one stat after another took 1.3 s for a 10,000-page site.
  for (let start = 0; start < unknown.length; start += STAT_BATCH) {
    const sizes = await Promise.all(
      unknown.slice(start, start + STAT_BATCH).map(async (file) => (await stat(file)).size),
    );
    for (const size of sizes) total += size;
  }
  return total;
}

const STAT_BATCH = 64;

/** Every dealer site must ship these; a build without them is not swapped in. */
export const REQUIRED_SITE_FILES = ['index.html', '404.html', 'sitemap.xml', 'robots.txt'] as const;

export async function assertSiteComplete(outDir: string): Promise<void> {
  const missing: string[] = [];
  for (const file of REQUIRED_SITE_FILES) {
    const present = await stat(path.join(outDir, file)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!present) missing.push(file);
  }
  if (missing.length) throw new Error(`the built site has no ${missing.join(', ')}`);
}
