/**
 * An NZ dealer's used car prints with its Consumer Information Notice, in the PDF as on the
 * print page, and still fits one A4 page with its photos, specifications and QR code.
 */
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { printableCar } from '../../../src/lib/cars/printable-car.ts';
import { loadSite } from '../../../src/server/prepare/prepare-dealer.ts';
import { renderCarPdf } from '../../../src/server/print/car-pdf.ts';
import { documentLines } from './pdf-text.ts';
import { solidPng } from './photos.ts';

const site = loadSite('totara-motors');
const photo = { bytes: solidPng(40, 30, [120, 30, 30]), kind: 'png' as const };

it('prints the notice of a used car with notice data, on one page', async () => {
  const car = site.cars.find((c) => c.car_type === 'used' && c.consumer_notice && !c.sold);
  expect(car, 'totara-motors has a used car with notice data').toBeDefined();
  const printable = printableCar(car!, { dealer: site.dealer, now: site.now });
  expect(printable.consumerNotice?.length).toBeGreaterThan(8);

  const pdf = await PDFDocument.load(
    await renderCarPdf(printable, { photos: Array(5).fill(photo), logo: photo }),
  );

  const lines = documentLines(pdf);
  expect(lines).toContain('Consumer Information Notice');
  for (const row of printable.consumerNotice!) {
    expect(lines).toContain(row.label);
    expect(lines).toContain(row.value);
  }
  expect(pdf.getPageCount()).toBe(1);
});

it('prints no notice for a new car', async () => {
  const car = site.cars.find((c) => c.car_type === 'new')!;
  const printable = printableCar(car, { dealer: site.dealer, now: site.now });

  const pdf = await PDFDocument.load(await renderCarPdf(printable, { photos: [], logo: null }));

  expect(printable.consumerNotice).toBeNull();
  expect(documentLines(pdf)).not.toContain('Consumer Information Notice');
});
