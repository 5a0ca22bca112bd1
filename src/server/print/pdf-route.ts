/**
 * GET /api/cars/{slug}/pdf on a dealer's host: the printable car as a PDF download (spec §2:
 * "A PDF variant exists"). Generated on the first request from the data the print page reads,
 * then served from the cache for the rest of the build; concurrent first requests for one car
 * share one generation.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { PrintableCar } from '../../lib/cars/printable-car.ts';
import { readBuildRecord } from '../build/build-record.ts';
import { isValidSlug } from '../build/dealers.ts';
import type { ApiContext, ApiRegistry } from '../serve/api.ts';
import { sendJson } from '../serve/responses.ts';
import { renderCarPdf } from './car-pdf.ts';
import { buildId, cachedPdfFile, readCachedPdf, writeCachedPdf } from './pdf-cache.ts';
import { loadPhotos, type PhotoLoadOptions } from './pdf-photos.ts';
import { readPrintableCar } from './read-printable-car.ts';

export interface PrintRouteOptions extends PhotoLoadOptions {
  /** Where the built sites are: `<distDir>/<slug>/`. */
  distDir: string;
}

/** The answer for a car the site does not list (sold and gone, or never there). */
export const CAR_NOT_LISTED = 'This car is no longer listed';

export function registerPrintRoutes(api: ApiRegistry, options: PrintRouteOptions): void {
  // The path printablePdfPath (lib/cars/printable-car.ts) links to.
  api.register('GET', '/api/cars/:slug/pdf', carPdfHandler(options));
}

function carPdfHandler(options: PrintRouteOptions) {
  const distDir = path.resolve(options.distDir);
  const generating = new Map<string, Promise<Uint8Array>>();

  return async (req: IncomingMessage, res: ServerResponse, context: ApiContext) => {
    const tenant = context.slug;
    const carSlug = context.params['slug'] ?? '';
    if (tenant === null || !isValidSlug(tenant)) {
      return sendJson(res, 404, { error: 'Car PDFs are served on a dealer site' });
    }
    const siteDir = path.join(distDir, tenant);
    const record = await readBuildRecord(siteDir);
    if (!record) return sendJson(res, 404, { error: `No site is built for "${tenant}"` });
    const file = cachedPdfFile(siteDir, buildId(record), carSlug);
    const cached = await readCachedPdf(file);
    if (cached) return sendPdf(req, res, carSlug, cached);
    const car = await readPrintableCar(siteDir, record, carSlug);
    if (!car) return sendJson(res, 404, { error: CAR_NOT_LISTED });
    let pending = generating.get(file);
    if (!pending) {
      pending = generate(car, siteDir, file, options).finally(() => generating.delete(file));
      generating.set(file, pending);
    }
    sendPdf(req, res, carSlug, await pending);
  };
}

async function generate(
  car: PrintableCar,
  siteDir: string,
  file: string,
  options: PhotoLoadOptions,
): Promise<Uint8Array> {
  const photos = await loadPhotos(car.photos, siteDir, options);
  const bytes = await renderCarPdf(car, photos);
  await writeCachedPdf(file, bytes);
  return bytes;
}

function sendPdf(
  req: IncomingMessage,
  res: ServerResponse,
  carSlug: string,
  bytes: Uint8Array,
): void {
  res.writeHead(200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${downloadName(carSlug)}.pdf"`,
    'Content-Length': bytes.byteLength,
    // The next build may change the car: ask again, and the cache answers at once.
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** The slug as a file name any browser keeps: nothing that could end the quoted header value. */
function downloadName(carSlug: string): string {
  return carSlug.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '') || 'car';
}
