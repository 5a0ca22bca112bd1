import { cp, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Copies `dealers/<slug>/media/**` to `/media/**` of the site; the dealer's files win. */
export async function copyDealerMedia(dealerDir: string, outDir: string): Promise<void> {
  const mediaDir = path.join(dealerDir, 'media');
  const present = await stat(mediaDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (present) await cp(mediaDir, path.join(outDir, 'media'), { recursive: true, force: true });
}

/** Total bytes of every file under dir. */
export async function directoryBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let total = 0;
  for (const entry of entries) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

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
