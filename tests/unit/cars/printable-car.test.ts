import { describe, expect, it } from 'vitest';
import {
  PRINT_CARS_PER_FILE,
  PRINT_PHOTO_COUNT,
  printableCar,
  printablePdfPath,
  printDataFileCount,
  printDataFileIndex,
  printDataPath,
  printPath,
  qrCodePath,
  type PrintableDealer,
} from '../../../src/lib/cars/printable-car.ts';
import { specificationRows } from '../../../src/lib/cars/spec-rows.ts';
import type { Finance } from '../../../src/lib/config/index.ts';
import type { Car, CarImage } from '../../../src/lib/stock/car.ts';
import { closedDays, openDays } from '../hours/make-hours.ts';
import { makeLocation } from '../locations/make-location.ts';
import { consumerNoticeRows } from '../../../src/lib/cars/consumer-notice.ts';
import { makeCar } from './make-car.ts';

const FINANCE: Finance = {
  text_style: 'default',
  rate: 7.99,
  comparison_rate: 8.49,
  term_years: 5,
  deposit_percent: 0,
  balloon_percent: 0,
  disclaimer: 'Finance to approved applicants.',
};

const HARBOUR = {
  ...makeLocation({
    id: 12,
    name: 'Harbour Used Cars',
    dealer_license_number: '12345',
    address: { street: '1 Quay St', city: 'Maitland', state: 'NSW', postcode: '2320' },
  }),
  contact_detail: {
    phone: '02 4900 2222',
    email: 'used@harbour.example.com.au',
    opening_hours: [...openDays([1, 2, 3, 4, 5], '08:30', '17:30'), ...closedDays([6, 0])],
    special_hours: [],
  },
};
const OTHER = makeLocation({ id: 99, name: 'Harbour Service', location_type: 'service' });

const DEALER: PrintableDealer = {
  name: 'Harbour Motors',
  url: 'https://www.harbourmotors.com.au/',
  logo: { url: '/media/logo.svg' },
  country: 'AU',
  phone: '02 4900 0000',
  email: 'hello@harbourmotors.com.au',
  finance: FINANCE,
  locations: [OTHER, HARBOUR],
  opening_hours: [],
  config: {
    used_label: 'Pre-Owned',
    licence_prefix: 'DL',
    tag_overrides: {},
    fuel_tags: false,
    by_appointment_weekends: [],
  },
};
const NOW = new Date('2026-06-01T00:00:00Z');

const print = (overrides: Partial<Car> = {}, dealer: PrintableDealer = DEALER) =>
  printableCar(makeCar(overrides), { dealer, now: NOW });

function photos(count: number, extension = 'jpg'): CarImage[] {
  return Array.from({ length: count }, (_, i) => ({
    image: {
      url: `https://cdn.example.com/u1234/${i + 1}.${extension}`,
      thumb: { url: `https://cdn.example.com/u1234/${i + 1}-thumb.${extension}` },
    },
  }));
}

describe('printableCar', () => {
  it("names the car by the car page's title and links to the car page", () => {
    const car = print();

    expect(car.slug).toBe('2021-toyota-rav4-gxl-u1234');
    expect(car.title).toBe('2021 Toyota RAV4 GXL AXAH54R');
    expect(car.url).toBe('https://www.harbourmotors.com.au/cars/2021-toyota-rav4-gxl-u1234');
  });

  it('shows the price with its type', () => {
    expect(print({ price: 39_990, price_type: 'drive_away' })).toMatchObject({
      price: { amount: '$39,990', label: 'Drive Away' },
      otherPrice: null,
    });
  });

  it('leads with the drive-away price where the stated price leaves on-road costs out (ACL s48)', () => {
    const car = print({ price: 36_990, price_type: 'plus_orc', drive_away_price: 40_490 });

    expect(car.price).toEqual({ amount: '$40,490', label: 'Drive Away' });
    expect(car.otherPrice).toEqual({ amount: '$36,990', label: '+ ORC' });
  });

  it('says price on application for a car without a price', () => {
    expect(print({ price: 0 }).price).toEqual({
      amount: 'Price on application',
      label: 'Enquire for price',
    });
  });

  it("lists the car page's specification rows, in the dealer's words and market", () => {
    const car = makeCar({ car_type: 'used', rego: 'ABC12D' });

    const rows = printableCar(car, { dealer: DEALER, now: NOW }).specs;

    expect(rows).toEqual(specificationRows(car, { usedLabel: 'Pre-Owned', locale: 'en-AU' }));
    expect(rows).toContainEqual({ label: 'Condition', value: 'Pre-Owned' });
  });

  it('gives the weekly finance estimate with its footnote and the dealer wording', () => {
    const finance = print({ price: 30_000 }).finance;

    expect(finance).toEqual({
      weekly: '$141/wk*',
      disclaimer: expect.stringMatching(
        /^\*Estimated weekly repayment of \$141 on a price of \$30,000/,
      ),
      dealerDisclaimer: 'Finance to approved applicants.',
    });
  });

  it.each([
    ['the car is sold', { sold: true }, DEALER],
    ['the car has no price', { price: 0 }, DEALER],
    ['the dealer gives no comparison rate', {}, { ...DEALER, finance: undefined }],
  ] as const)('has no finance estimate when %s', (_, overrides, dealer) => {
    expect(print(overrides, dealer).finance).toBeNull();
  });

  it('takes the first photos in gallery order: the main one large, the rest as thumbnails', () => {
    const car = print({ images: photos(8) });

    expect(car.photos).toHaveLength(PRINT_PHOTO_COUNT);
    expect(car.photos[0]).toEqual({
      src: 'https://cdn.example.com/u1234/1.jpg?w=1200&q=75&fm=webp',
      pdf: {
        src: 'https://cdn.example.com/u1234/1.jpg?w=1200&q=75&fm=jpg',
        kind: 'raster',
        width: 1200,
      },
      alt: '2021 Toyota RAV4 GXL AXAH54R, photo 1 of 8',
    });
    expect(car.photos[1]?.src).toBe('https://cdn.example.com/u1234/2.jpg?w=400&q=75&fm=webp');
    expect(car.photos[4]?.pdf).toEqual({
      src: 'https://cdn.example.com/u1234/5.jpg?w=400&q=75&fm=jpg',
      kind: 'raster',
      width: 400,
    });
  });

  it('keeps vector photos as they are, for the PDF to draw at the width of their place', () => {
    const car = print({ images: photos(2, 'svg') });

    expect(car.photos.map((photo) => [photo.src, photo.pdf])).toEqual([
      [
        'https://cdn.example.com/u1234/1.svg',
        { src: 'https://cdn.example.com/u1234/1.svg', kind: 'vector', width: 1200 },
      ],
      [
        'https://cdn.example.com/u1234/2.svg',
        { src: 'https://cdn.example.com/u1234/2.svg', kind: 'vector', width: 400 },
      ],
    ]);
  });

  it('gives the PDF a raster logo as a JPEG from the image-delivery service', () => {
    const car = printableCar(makeCar(), {
      dealer: { ...DEALER, logo: { url: 'https://cdn.example.com/logo.png' } },
      now: NOW,
    });

    expect(car.dealer.logo).toEqual({
      src: 'https://cdn.example.com/logo.png?w=600&q=75&fm=jpg',
      kind: 'raster',
      width: 600,
    });
  });

  it("carries what the dealer sells, for the PDF's words (cars when not said)", () => {
    const motorcycle = printableCar(makeCar(), {
      dealer: DEALER,
      now: NOW,
      vehicleKind: 'motorcycle',
    });

    expect(motorcycle.dealer.vehicleKind).toBe('motorcycle');
    expect(print().dealer.vehicleKind).toBe('car');
  });

  it("carries an NZ used car's Consumer Information Notice, as its car page shows it", () => {
    const notice = {
      cash_price: 18990,
      sale_method: null,
      security_interest: false,
      first_registered_nz: 2019,
      import_status: 'NZ New',
      imported_damaged: null,
      registration_expiry: null,
      wof_expiry: '2026-10-31',
      cof_expiry: null,
      ruc_expiry_km: null,
    };
    const car = makeCar({ car_type: 'used', consumer_notice: notice });
    const nz = { ...DEALER, country: 'NZ' as const };

    const printed = printableCar(car, { dealer: nz, now: NOW }).consumerNotice;

    expect(printed).toEqual(consumerNoticeRows(car, 'NZ'));
    expect(printed?.find((row) => row.label === 'WoF expires')?.value).toBe('31 October 2026');
    expect(printableCar(car, { dealer: DEALER, now: NOW }).consumerNotice).toBeNull();
  });

  it('shows the not-found image for a car without photos', () => {
    const car = print({ images: [], primary_image_url: '' });

    expect(car.photos).toEqual([
      {
        src: '/media/not-found.svg',
        pdf: null,
        alt: 'No photos of 2021 Toyota RAV4 GXL AXAH54R yet',
      },
    ]);
  });

  it("names the car's location with its address, phone, e-mail, licence and hours", () => {
    const car = print({ location: { id: 12, name: 'Harbour Used Cars', slug: 'x', phone: '' } });

    expect(car.dealer).toEqual({
      name: 'Harbour Motors',
      website: 'https://www.harbourmotors.com.au/',
      logo: { src: '/media/logo.svg', kind: 'vector', width: 600 },
      vehicleKind: 'car',
    });
    expect(car.location).toEqual({
      name: 'Harbour Used Cars',
      address: '1 Quay St, Maitland NSW 2320',
      phone: '02 4900 2222',
      email: 'used@harbour.example.com.au',
      licence: 'DL 12345',
      hours: [
        { days: 'Mon - Fri', text: '8:30am - 5:30pm' },
        { days: 'Sat', text: 'Closed' },
        { days: 'Sun', text: 'Closed' },
      ],
    });
  });

  it("falls back to the dealer's primary sales location when the feed names an unknown one", () => {
    const car = print({ location: { id: 404, name: 'Gone', slug: 'gone', phone: '' } });

    expect(car.location.name).toBe('Harbour Used Cars');
    expect(car.location.licence).toBe('DL 12345');
  });

  it("shows the car page's status tags", () => {
    expect(print({ sold: true, tag: 'Low kms' }).tags).toEqual(['SOLD', 'Low kms']);
    expect(print({ created_at: '2025-01-01T00:00:00Z', tag: null }).tags).toEqual([]);
  });
});

describe('print paths', () => {
  it('links the print page and the PDF by the car slug', () => {
    expect(printPath({ slug: '2021-toyota-rav4-gxl-u1234' })).toBe(
      '/print?car_id=2021-toyota-rav4-gxl-u1234',
    );
    expect(printablePdfPath('2021-toyota-rav4-gxl-u1234')).toBe(
      '/api/cars/2021-toyota-rav4-gxl-u1234/pdf',
    );
    expect(printablePdfPath('a b/c')).toBe('/api/cars/a%20b%2Fc/pdf');
  });

  it('names the data files by number', () => {
    expect(printDataPath(0)).toBe('/print/cars/0.json');
    expect(printDataPath(12)).toBe('/print/cars/12.json');
  });
});

describe('printable-car files', () => {
  it.each([
    [0, 1],
    [1, 1],
    [PRINT_CARS_PER_FILE, 1],
    [PRINT_CARS_PER_FILE + 1, 2],
    [5000, Math.ceil(5000 / PRINT_CARS_PER_FILE)],
  ])('a site of %i cars has %i files', (cars, files) => {
    expect(printDataFileCount(cars)).toBe(files);
  });

  it('finds the same file for a slug every time, within the file count', () => {
    const index = printDataFileIndex('2021-toyota-rav4-gxl-u1234', 7);

    expect(printDataFileIndex('2021-toyota-rav4-gxl-u1234', 7)).toBe(index);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(7);
    expect(printDataFileIndex('anything', 1)).toBe(0);
  });

  it('spreads a stock list evenly enough over its files', () => {
    const slugs = Array.from(
      { length: 3200 },
      (_, i) => `2020-toyota-corolla-ascent-u${10_000 + i}`,
    );
    const files = printDataFileCount(slugs.length);
    const sizes = new Array<number>(files).fill(0);

    for (const slug of slugs) sizes[printDataFileIndex(slug, files)]! += 1;

    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PRINT_CARS_PER_FILE * 2);
  });
});

describe('qrCodePath', () => {
  it('joins runs of dark modules along a row, inside a four-module quiet zone', () => {
    // 1 1 0
    // 0 0 0
    // 1 0 1
    const matrix = { size: 3, data: [1, 1, 0, 0, 0, 0, 1, 0, 1] };

    expect(qrCodePath(matrix)).toEqual({
      path: 'M4 4h2v1h-2zM4 6h1v1h-1zM6 6h1v1h-1z',
      size: 11,
    });
  });

  it('draws nothing for an all-light matrix', () => {
    expect(qrCodePath({ size: 2, data: [false, false, false, false] }).path).toBe('');
  });
});
