/**
 * The printable car's photos as the PDF can embed them: JPEG or PNG bytes. A site path is read
 * from the built site as the local server would serve it; an absolute URL (an image-delivery
 * service asked for JPEG) is fetched, briefly. Vectors, missing files, slow hosts and other
 * formats are left out: the PDF then has no photo there rather than a broken one.
 */
import { readFile } from 'node:fs/promises';
import type { PrintablePhoto } from '../../lib/cars/printable-car.ts';
import { resolveStaticFile } from '../serve/resolve-static.ts';

export interface PhotoFile {
  bytes: Uint8Array;
  kind: 'jpg' | 'png';
}

export interface PhotoLoadOptions {
  /** How long a remote photo may take before the PDF goes without it. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;
/** A photo larger than this is not a web photo: leave it out rather than hold it in memory. */
const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** The photos that could be loaded, in the car's order. */
export async function loadPhotos(
  photos: readonly PrintablePhoto[],
  siteDir: string,
  options: PhotoLoadOptions = {},
): Promise<PhotoFile[]> {
  const loaded = await Promise.all(
    photos.map((photo) =>
      photo.rasterSrc ? loadPhoto(photo.rasterSrc, siteDir, options).catch(() => null) : null,
    ),
  );
  return loaded.filter((photo): photo is PhotoFile => photo !== null);
}

async function loadPhoto(
  src: string,
  siteDir: string,
  options: PhotoLoadOptions,
): Promise<PhotoFile | null> {
  const bytes = /^https?:\/\//i.test(src)
    ? await fetchPhoto(src, options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
    : await readSitePhoto(src, siteDir);
  return bytes ? photoFile(bytes) : null;
}

async function readSitePhoto(src: string, siteDir: string): Promise<Uint8Array | null> {
  if (!src.startsWith('/') || src.startsWith('//')) return null;
  const found = await resolveStaticFile(siteDir, src.split(/[?#]/, 1)[0] ?? src);
  if (!found || found.size > MAX_PHOTO_BYTES) return null;
  return readFile(found.file);
}

async function fetchPhoto(url: string, timeoutMs: number): Promise<Uint8Array | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) return null;
  if (Number(response.headers.get('content-length') ?? 0) > MAX_PHOTO_BYTES) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.length <= MAX_PHOTO_BYTES ? bytes : null;
}

/**
 * JPEG and PNG by their first bytes, whatever the URL or the server says they are. The bytes
 * are copied into a plain Uint8Array: pdf-lib does not find the JPEG start marker in a Buffer.
 */
export function photoFile(bytes: Uint8Array): PhotoFile | null {
  const plain = new Uint8Array(bytes);
  if (plain[0] === 0xff && plain[1] === 0xd8 && plain[2] === 0xff)
    return { bytes: plain, kind: 'jpg' };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, i) => plain[i] === byte)) return { bytes: plain, kind: 'png' };
  return null;
}
