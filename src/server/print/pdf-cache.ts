/**
 * The PDF cache: a car's PDF is generated on the first request and kept for the rest of the
 * build's life, inside the built site (`<site>/.cache/pdf/<build-id>/`). The server never
 * serves dot-folders, and the next build replaces the whole site folder, so stale PDFs leave
 * with it; the build id in the path keeps one build's PDFs from ever answering for another's.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildRecord } from '../build/build-record.ts';

/** A short id for one build of a site: its inputs' fingerprint and the moment it was built. */
export function buildId(record: Pick<BuildRecord, 'fingerprint' | 'builtAt'>): string {
  return createHash('sha256')
    .update(`${record.fingerprint}\n${record.builtAt}`)
    .digest('hex')
    .slice(0, 16);
}

export function cachedPdfFile(siteDir: string, build: string, carSlug: string): string {
  return path.join(siteDir, '.cache', 'pdf', build, `${encodeURIComponent(carSlug)}.pdf`);
}

export async function readCachedPdf(file: string): Promise<Buffer | null> {
  return readFile(file).catch(() => null);
}

/** Written aside and renamed in, so a request never reads half a PDF. */
export async function writeCachedPdf(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}-${Date.now().toString(36)}.tmp`;
  await writeFile(aside, bytes);
  await rename(aside, file);
}
