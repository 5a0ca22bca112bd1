/**
 * GET /api/cars/{slug}/pdf on a dealer's host: the printable car as a PDF download (spec §2:
 * "A PDF variant exists"). Generated on the first request from the data the print page reads,
 * then served from the cache for the rest of the build; concurrent first requests for one car
 * share one generation.
 */
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PrintableCar } from '../../lib/cars/printable-car.ts';
import { vehicleWords } from '../../lib/content/vehicle-words.ts';
import type { VehicleKind } from '../../lib/stock/car.ts';
import { sendError } from '../api/app/errors.ts';
import { loadTenantData } from '../api/tenant/index.ts';
import { readBuildRecord } from '../build/build-record.ts';
import { renderCarPdf } from './car-pdf.ts';
import { buildId, cachedPdfFile, readCachedPdf, writeCachedPdf } from './pdf-cache.ts';
import { loadPdfImage, loadPhotos, type PhotoLoadOptions } from './pdf-photos.ts';
import { readPrintableCar } from './read-printable-car.ts';

export type PrintRouteOptions = PhotoLoadOptions;

/**
 * The answer for a vehicle the site does not list (sold and gone, or never there), in the
 * dealer's noun, as the print page says it.
 */
export function notListedMessage(kind: VehicleKind): string {
  return `This ${vehicleWords(kind).singular} is no longer listed`;
}

/** A car dealer's answer. */
export const CAR_NOT_LISTED = notListedMessage('car');

/** The printable car's PDF route, registered on the platform app by createPlatformApp. */
export const printRoutes: FastifyPluginAsync<PrintRouteOptions> = async (app, options) => {
  // The path printablePdfPath (lib/cars/printable-car.ts) links to.
  app.get<{ Params: { slug: string } }>('/api/cars/:slug/pdf', carPdfHandler(options));
};

function carPdfHandler(options: PrintRouteOptions) {
  const generating = new Map<string, Promise<Uint8Array>>();

  return async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
    const tenant = request.tenant;
    const carSlug = request.params.slug;
    if (!tenant) return sendError(reply, 404, 'Car PDFs are served on a dealer site');
    const siteDir = path.resolve(tenant.siteRoot);
    const record = await readBuildRecord(siteDir);
    if (!record) return sendError(reply, 404, `No site is built for "${tenant.slug}"`);
    const file = cachedPdfFile(siteDir, buildId(record), carSlug);
    const cached = await readCachedPdf(file);
    if (cached) return sendPdf(reply, carSlug, cached);
    const car = await readPrintableCar(siteDir, record, carSlug);
    if (!car) return sendError(reply, 404, notListedMessage(await dealerVehicleKind(siteDir)));
    let pending = generating.get(file);
    if (!pending) {
      pending = generate(car, siteDir, file, options).finally(() => generating.delete(file));
      generating.set(file, pending);
    }
    return sendPdf(reply, carSlug, await pending);
  };
}

async function generate(
  car: PrintableCar,
  siteDir: string,
  file: string,
  options: PhotoLoadOptions,
): Promise<Uint8Array> {
  const [photos, logo] = await Promise.all([
    loadPhotos(
      car.photos.map((photo) => photo.pdf),
      siteDir,
      options,
    ),
    loadPdfImage(car.dealer.logo, siteDir, options),
  ]);
  const bytes = await renderCarPdf(car, { photos, logo });
  await writeCachedPdf(file, bytes);
  return bytes;
}

/**
 * What the dealer sells, from the site's tenant data file (read once per build, and kept by
 * the API); a site without a readable one speaks of cars.
 */
async function dealerVehicleKind(siteDir: string): Promise<VehicleKind> {
  try {
    return (await loadTenantData(siteDir)).dealer.vehicle_kind;
  } catch {
    return 'car';
  }
}

function sendPdf(reply: FastifyReply, carSlug: string, bytes: Uint8Array): FastifyReply {
  return (
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${downloadName(carSlug)}.pdf"`)
      // The next build may change the car: ask again, and the cache answers at once.
      .header('cache-control', 'no-cache')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  );
}

/** The slug as a file name any browser keeps: nothing that could end the quoted header value. */
function downloadName(carSlug: string): string {
  return carSlug.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '') || 'car';
}
