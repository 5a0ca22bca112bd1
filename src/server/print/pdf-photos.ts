/**
 * The printable car's pictures (photos and the dealer's logo) as the PDF can embed them: JPEG
 * or PNG bytes. A site path is read from the built site as the local server would serve it; an
 * absolute URL (an image-delivery service asked for JPEG) is fetched, briefly. A vector (an SVG
 * illustration or logo) is drawn as a PNG at the width it is wanted at. Missing files, slow
 * hosts, broken images and other formats are left out: the PDF then has no picture there
 * rather than a broken one.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { PdfImageSource } from '../../lib/cars/printable-car.ts';
import { resolveStaticFile } from '../serve/resolve-static.ts';

export interface PhotoFile {
  bytes: Uint8Array;
  kind: 'jpg' | 'png';
}

export interface PhotoLoadOptions {
  /** How long a remote picture may take before the PDF goes without it. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;
/** A picture larger than this is not a web image: leave it out rather than hold it in memory. */
const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/**
 * The most pixels a vector may be drawn with (width × height): a 1200-wide 4:3 photo is 1.1
 * million, so a drawing that claims a far taller shape is cut off rather than filling memory.
 */
const MAX_VECTOR_PIXELS = 4_000_000;

/** The pictures that could be loaded, in order. */
export async function loadPhotos(
  sources: readonly (PdfImageSource | null)[],
  siteDir: string,
  options: PhotoLoadOptions = {},
): Promise<PhotoFile[]> {
  const loaded = await Promise.all(sources.map((source) => loadPdfImage(source, siteDir, options)));
  return loaded.filter((photo): photo is PhotoFile => photo !== null);
}

/** One picture, or null when it cannot be had. */
export async function loadPdfImage(
  source: PdfImageSource | null,
  siteDir: string,
  options: PhotoLoadOptions = {},
): Promise<PhotoFile | null> {
  if (!source) return null;
  try {
    const bytes = /^https?:\/\//i.test(source.src)
      ? await fetchPhoto(source.src, options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
      : await readSitePhoto(source.src, siteDir);
    if (!bytes) return null;
    return source.kind === 'vector' ? await rasterise(bytes, source.width) : photoFile(bytes);
  } catch {
    return null;
  }
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

/** An SVG drawn `width` pixels across as a PNG (transparent where the drawing is). */
async function rasterise(svg: Uint8Array, width: number): Promise<PhotoFile> {
  const png = await sharp(svg, { limitInputPixels: MAX_VECTOR_PIXELS })
    .resize({ width })
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(png), kind: 'png' };
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
