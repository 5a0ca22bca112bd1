/**
 * GET /api/cars/{slug}/pdf on the real server, on loopback, against a small built site: a
 * sample dealer's printable-car files as the build's emit step writes them, with its build
 * record, plus a car whose photos are a PNG in the site, a JPEG on an image service and an
 * SVG illustration, and one whose only photo is a broken SVG. The site has the dealer's logo.
 * Beside it a motorcycle dealer's site, with its tenant data file as the build writes it.
 */
import { execFile } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, PageSizes } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printablePdfPath, printableCar } from '../../../src/lib/cars/printable-car.ts';
import type { Car } from '../../../src/lib/stock/car.ts';
import { writeBuildRecord, type BuildRecord } from '../../../src/server/build/build-record.ts';
import { loadSite } from '../../../src/server/prepare/prepare-dealer.ts';
import { createPlatformApp } from '../../../src/server/api/app/platform-app.ts';
import { emitTenantData } from '../../../src/server/api/tenant/index.ts';
import { emitPrintableCars } from '../../../src/server/print/index.ts';
import { buildId, cachedPdfFile } from '../../../src/server/print/pdf-cache.ts';
import { listenOnLoopback, type RunningServer } from '../../../src/server/serve/server.ts';
import { documentLines, pageImageCount, pageImageSizes } from './pdf-text.ts';
import { BLUE_JPEG, solidPng } from './photos.ts';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const TENANT = 'kestrel-bay-subaru';
const site = loadSite(TENANT);
const MOTORCYCLE_TENANT = 'ironbark-motorcycles';
const motorcycleSite = loadSite(MOTORCYCLE_TENANT);
let dist: string;
let siteDir: string;
let server: RunningServer;
let imageService: Server;
let cars: Car[];
let record: BuildRecord;

function get(host: string, urlPath: string, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: urlPath,
        method,
        headers: { host: `${host}:${server.port}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const getPdf = (car: Pick<Car, 'slug'>, method = 'GET') =>
  get(`${TENANT}.localhost`, printablePdfPath(car.slug), method);

async function startImageService(): Promise<Server> {
  const service = createServer((req, res) => {
    if (!req.url?.startsWith('/photo.jpg')) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': BLUE_JPEG.length });
    res.end(BLUE_JPEG);
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  return service;
}

function withPhotos(base: Car, slug: string, urls: readonly string[]): Car {
  return { ...base, slug, images: urls.map((url) => ({ image: { url, thumb: { url } } })) };
}

const ILLUSTRATION = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
  <rect width="400" height="300" fill="#dde6ee"/><circle cx="200" cy="150" r="80" fill="#c0392b"/>
</svg>`;

beforeAll(async () => {
  imageService = await startImageService();
  const imageOrigin = `http://127.0.0.1:${(imageService.address() as AddressInfo).port}`;
  dist = await mkdtemp(path.join(tmpdir(), 'forecourt-print-'));
  siteDir = path.join(dist, TENANT);
  const accented = { ...site.cars[41]!, slug: 'accented', badge: 'Tāmaki Edition 🚗' };
  const photographed = withPhotos(site.cars[40]!, 'photographed', [
    '/media/cars/front.png',
    `${imageOrigin}/photo.jpg`,
    '/media/cars/side.svg',
  ]);
  const broken = withPhotos(site.cars[42]!, 'broken-vector', ['/media/cars/broken.svg']);
  cars = [...site.cars.slice(0, 40), accented, photographed, broken];
  await mkdir(path.join(siteDir, 'media', 'cars'), { recursive: true });
  await writeFile(
    path.join(siteDir, 'media', 'cars', 'front.png'),
    solidPng(80, 60, [20, 90, 200]),
  );
  await writeFile(path.join(siteDir, 'media', 'cars', 'side.svg'), ILLUSTRATION);
  await writeFile(path.join(siteDir, 'media', 'cars', 'broken.svg'), '<svg this is not');
  // The dealer's own logo, where its dealer file says the site serves it.
  await copyFile(
    path.join('dealers', TENANT, site.dealer.logo.url),
    path.join(siteDir, site.dealer.logo.url),
  );
  emitPrintableCars({ ...site, cars }, siteDir);
  record = {
    slug: TENANT,
    siteUrl: site.dealer.url,
    fingerprint: 'print-test',
    builtAt: '2026-06-01T00:00:00.000Z',
    pages: 1,
    bytes: 1,
    seconds: 1,
    cars: cars.length,
  };
  await writeBuildRecord(siteDir, record);
  const motorcycleDir = path.join(dist, MOTORCYCLE_TENANT);
  emitPrintableCars(motorcycleSite, motorcycleDir);
  emitTenantData(motorcycleSite, motorcycleDir);
  await writeBuildRecord(motorcycleDir, {
    ...record,
    slug: MOTORCYCLE_TENANT,
    siteUrl: motorcycleSite.dealer.url,
    cars: motorcycleSite.cars.length,
  });
  const app = await createPlatformApp({ distDir: dist, serveSites: false, logger: false });
  server = await listenOnLoopback(app, { port: 0 });
});

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => imageService?.close(resolve));
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('GET /api/cars/{slug}/pdf', () => {
  it('answers the car as a one-page A4 PDF download named by its slug, titled as the car', async () => {
    const car = cars[0]!;
    const printable = printableCar(car, { dealer: site.dealer, now: site.now });

    const reply = await getPdf(car);

    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="${car.slug}.pdf"`);
    expect(reply.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(reply.body);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: PageSizes.A4[0], height: PageSizes.A4[1] });
    expect(doc.getTitle()).toBe(printable.title);
    expect(documentLines(doc)).toContain(printable.title);
  });

  it('shows the price, the specifications, the finance estimate, the location and the car URL', async () => {
    const car = cars.find((c) => !c.sold && c.price > 0 && c.vin)!;
    const printable = printableCar(car, { dealer: site.dealer, now: site.now });

    const lines = documentLines(await PDFDocument.load((await getPdf(car)).body));

    expect(lines).toContain(printable.price.amount);
    expect(lines).toContain(printable.price.label);
    expect(lines).toContain(car.vin);
    expect(lines).toContain(printable.finance?.weekly);
    expect(lines).toContain(printable.location.address);
    expect(lines).toContain(`Phone ${printable.location.phone}`);
    expect(lines.join('')).toContain(printable.url);
  });

  it('embeds PNG and JPEG photos from the site and an image service, SVGs drawn as PNG, and the logo', async () => {
    const pdf = await PDFDocument.load((await getPdf({ slug: 'photographed' })).body);

    // Three photos and the dealer's logo (an SVG in the sample dealer's files).
    expect(pageImageCount(pdf.getPage(0))).toBe(4);
    // The SVG is the third photo, a thumbnail: drawn 400 pixels across at its own 4:3.
    expect(pageImageSizes(pdf.getPage(0))).toContainEqual({ width: 400, height: 300 });
  });

  it('leaves out pictures it cannot load (missing files, a broken SVG) rather than failing', async () => {
    // cars[1]'s illustrations are not in this small site; broken-vector's SVG does not parse.
    const missing = await PDFDocument.load((await getPdf(cars[1]!)).body);
    const broken = await getPdf({ slug: 'broken-vector' });

    expect(pageImageCount(missing.getPage(0))).toBe(1);
    expect(broken.status).toBe(200);
    expect(pageImageCount((await PDFDocument.load(broken.body)).getPage(0))).toBe(1);
  });

  it("draws feed text its fonts cannot encode in plain letters (a macron's vowel, no emoji)", async () => {
    const car = cars.find((c) => c.slug === 'accented')!;

    const reply = await getPdf(car);

    expect(reply.status).toBe(200);
    const { title } = printableCar(car, { dealer: site.dealer, now: site.now });
    expect(title).toContain('Tāmaki Edition 🚗');
    const drawn = title.replace('Tāmaki Edition 🚗', 'Tamaki Edition');
    expect(documentLines(await PDFDocument.load(reply.body))).toContain(drawn);
  });

  it('serves a second request from the cache', async () => {
    const car = cars[2]!;
    await getPdf(car);
    const cached = cachedPdfFile(siteDir, buildId(record), car.slug);
    await writeFile(cached, '%PDF-1.7 kept from the first request');

    const reply = await getPdf(car);

    expect(reply.status).toBe(200);
    expect(reply.body.toString('latin1')).toBe('%PDF-1.7 kept from the first request');
  });

  it('answers concurrent first requests for one car with the same PDF', async () => {
    const car = cars[3]!;

    const replies = await Promise.all([getPdf(car), getPdf(car), getPdf(car)]);

    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(replies[1]!.body.equals(replies[0]!.body)).toBe(true);
    expect(replies[2]!.body.equals(replies[0]!.body)).toBe(true);
  });

  it('answers HEAD with the headers only', async () => {
    const reply = await getPdf(cars[4]!, 'HEAD');

    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(Number(reply.headers['content-length'])).toBeGreaterThan(1000);
    expect(reply.body.length).toBe(0);
  });

  it.each([
    ['a car the site does not list', 'no-such-car-u00000'],
    ['a path that tries to leave the site', '..%2F..%2F.forecourt-build'],
  ])('answers 404 JSON for %s', async (_, slug) => {
    const reply = await get(`${TENANT}.localhost`, `/api/cars/${slug}/pdf`);

    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(reply.body.toString())).toEqual({ error: 'This car is no longer listed' });
  });

  it('answers 404 JSON off a dealer site and for a dealer with no built site', async () => {
    const car = cars[0]!;

    const bare = await get('localhost', printablePdfPath(car.slug));
    const unbuilt = await get('harbour-motors.localhost', printablePdfPath(car.slug));

    expect([bare.status, unbuilt.status]).toEqual([404, 404]);
    expect(JSON.parse(bare.body.toString())).toEqual({
      error: 'Car PDFs are served on a dealer site',
    });
    expect(JSON.parse(unbuilt.body.toString())).toEqual({
      error: 'No site is built for "harbour-motors"',
    });
  });

  it("makes a new PDF for the next build, not the last build's", async () => {
    const car = cars[5]!;
    await getPdf(car);
    await writeFile(cachedPdfFile(siteDir, buildId(record), car.slug), '%PDF-1.7 last build');
    await writeBuildRecord(siteDir, { ...record, builtAt: '2026-06-02T00:00:00.000Z' });

    const reply = await getPdf(car);

    expect(reply.body.toString('latin1')).not.toBe('%PDF-1.7 last build');
    expect((await PDFDocument.load(reply.body)).getPageCount()).toBe(1);
  });
});

/** The text pdftotext (poppler) reads from a PDF, as a shopper's viewer would find it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(dist, `read-${process.hrtime.bigint()}.pdf`);
  await writeFile(file, bytes);
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  return stdout;
}

describe("a motorcycle dealer's PDF", () => {
  const getMotorcyclePdf = (slug: string) =>
    get(`${MOTORCYCLE_TENANT}.localhost`, printablePdfPath(slug));
  /** 'car' as a word of its own, not inside 'carbon' or 'Carlisle'. */
  const CAR_WORD = /(?<![\w-])cars?(?![\w-])/i;

  it("says motorcycle where a car dealer's says car", async () => {
    const motorcycle = motorcycleSite.cars.find((c) => !c.sold && c.price > 0)!;
    const printable = printableCar(motorcycle, {
      dealer: motorcycleSite.dealer,
      now: motorcycleSite.now,
      vehicleKind: motorcycleSite.vehicleKind,
    });

    const reply = await getMotorcyclePdf(motorcycle.slug);

    expect(reply.status).toBe(200);
    const text = await pdfText(reply.body);
    expect(text).toContain('Scan to see this motorcycle online');
    // Every line but the vehicle's name and its page's address (wrapped over lines: /cars/…).
    const own = text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => !line.includes(printable.title) && !printable.url.includes(line));
    expect(own.filter((line) => CAR_WORD.test(line))).toEqual([]);
  });

  it("keeps a car dealer's words", async () => {
    const text = await pdfText((await getPdf(cars[6]!)).body);

    expect(text).toContain('Scan to see this car online');
  });

  it('answers 404 JSON in the noun for a motorcycle the site does not list', async () => {
    const reply = await getMotorcyclePdf('no-such-motorcycle-u00000');

    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.body.toString())).toEqual({
      error: 'This motorcycle is no longer listed',
    });
  });
});
