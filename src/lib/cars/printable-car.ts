/**
 * The printable car (spec §2 /print?car_id={slug}, "a PDF variant exists"): everything the
 * print page and its PDF show, worked out once per car at build time and written to a small
 * data file, so the page and the PDF read the same words and never disagree. Plain data:
 * strings and arrays only.
 */
import type { Dealer, Location } from '../config/index.ts';
import { financeStrip } from '../finance/strip.ts';
import { locationHoursOptions, locationOpeningHours } from '../hours/location-hours.ts';
import { weekHoursLines } from '../hours/hours-lines.ts';
import { carLocation } from '../locations/car-location.ts';
import { licenceText } from '../locations/licence.ts';
import { addressLine } from '../locations/maps.ts';
import { marketFor } from '../market/index.ts';
import { imageUrl, isPassThroughImage } from '../media/image-url.ts';
import { cardPrice } from '../search/cards/view-model.ts';
import type { Car, VehicleKind } from '../stock/car.ts';
import { carTitle } from './car-title.ts';
import { consumerNoticeRows } from './consumer-notice.ts';
import { galleryImages, isNotFoundGallery } from './gallery-images.ts';
import { priceDisplay } from './price-display.ts';
import { carShareUrl } from './share-links.ts';
import { specificationRows, type SpecRow } from './spec-rows.ts';
import { carTags } from './tags.ts';
import { slugBucket } from '../hash/slug-bucket.ts';

/** The site path of the print page; the car is named by `?car_id={slug}` (spec §2). */
export const PRINT_PATH = '/print';
/** The query parameter that names the car. */
export const PRINT_CAR_PARAM = 'car_id';
/** One main photo and four thumbnails fill the photo column of an A4 page. */
export const PRINT_PHOTO_COUNT = 5;
/** Widths the photos are fetched at: sharp in print (about 150 dpi) without a heavy page. */
export const PRINT_MAIN_PHOTO_WIDTH = 1200;
export const PRINT_THUMB_WIDTH = 400;
/** The dealer's logo in the PDF's heading is at most 150 points wide: 600 pixels is sharp. */
export const PRINT_LOGO_WIDTH = 600;
/**
 * Error correction of the QR code to the car page. Medium survives a smudged or folded
 * sheet and keeps a car URL within a code that scans from arm's length.
 */
export const PRINT_QR_ERROR_CORRECTION = 'M';

export interface PrintablePrice {
  /** '$29,490' or 'Price on application'. */
  amount: string;
  /** 'Drive Away', '+ ORC', 'Excl. Govt. Charges' or 'Enquire for price'. */
  label: string;
}

/**
 * Where the PDF (which embeds JPEG and PNG only) takes a picture from: a JPEG from the
 * image-delivery service, or a vector (an SVG illustration or logo) the platform rasterises.
 */
export interface PdfImageSource {
  src: string;
  kind: 'raster' | 'vector';
  /** Pixels across: what a raster is fetched at and a vector is drawn at. */
  width: number;
}

export interface PrintablePhoto {
  /** For the browser: WebP from the image-delivery service, or a vector as it is. */
  src: string;
  /** For the PDF; null for the not-found image, which the PDF leaves out. */
  pdf: PdfImageSource | null;
  alt: string;
}

export interface PrintableFinance {
  /** '$141/wk*' */
  weekly: string;
  /** The footnote for the asterisk: this car's rate, comparison rate, term, deposit and final payment. */
  disclaimer: string;
  /** The dealer's own finance wording. */
  dealerDisclaimer: string;
}

export interface PrintableHours {
  days: string;
  text: string;
}

export interface PrintableLocation {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** 'DL 12345 MRB 67890'; null when the location has no licence numbers. */
  licence: string | null;
  hours: PrintableHours[];
}

export interface PrintableCar {
  slug: string;
  title: string;
  /** The car page's status and tag labels: SOLD, RESERVED, NEW ARRIVAL, the dealer's tag. */
  tags: string[];
  /** The price the car leads with: the drive-away price where ACL s48 asks for it. */
  price: PrintablePrice;
  /** The stated price that follows a drive-away price, never the more prominent. */
  otherPrice: PrintablePrice | null;
  specs: SpecRow[];
  /**
   * The NZ Consumer Information Notice rows (consumer-notice.ts): a used or ex-demo car's
   * printed offer is still an offer, so it carries the notice as the car page does.
   */
  consumerNotice: SpecRow[] | null;
  /** Null when the dealer gives no comparison rate, the car has no price or is sold. */
  finance: PrintableFinance | null;
  /** The first is the main photo; never empty (a car without photos shows the not-found image). */
  photos: PrintablePhoto[];
  /** What the dealer sells: the PDF says 'Scan to see this motorcycle online' on a motorcycle site. */
  dealer: { name: string; website: string; logo: PdfImageSource; vehicleKind: VehicleKind };
  location: PrintableLocation;
  /** The car page's public URL: the QR code and the printed link lead there. */
  url: string;
}

export type PrintableDealer = Pick<
  Dealer,
  | 'name'
  | 'url'
  | 'logo'
  | 'country'
  | 'phone'
  | 'email'
  | 'finance'
  | 'locations'
  | 'opening_hours'
> & {
  config: Pick<
    Dealer['config'],
    'used_label' | 'licence_prefix' | 'tag_overrides' | 'fuel_tags' | 'by_appointment_weekends'
  >;
};

export interface PrintableCarContext {
  dealer: PrintableDealer;
  /** The build's moment: tags such as NEW ARRIVAL are as of it, as on the car page. */
  now: Date;
  /** What the dealer sells (site.vehicleKind), for the PDF's words; cars when not given. */
  vehicleKind?: VehicleKind;
}

/**
 * The build writes the printable cars in files of about this many cars, not a file per car:
 * on a busy build machine creating a file costs about as much CPU as working out 10 cars,
 * and 32 cars are about 6 KB brotli for the print page to fetch.
 */
export const PRINT_CARS_PER_FILE = 32;

/** One of the build's printable-car files: the cars whose slugs hash to it, by slug. */
export interface PrintDataFile {
  cars: Record<string, PrintableCar>;
}

/** How many printable-car files a site of this many cars has (at least one). */
export function printDataFileCount(carCount: number): number {
  return Math.max(1, Math.ceil(carCount / PRINT_CARS_PER_FILE));
}

/** Which file holds a car (slugBucket). */
export function printDataFileIndex(slug: string, fileCount: number): number {
  return slugBucket(slug, fileCount);
}

/** The site path of a printable-car file, written by the build beside the pages. */
export function printDataPath(index: number): string {
  return `${PRINT_PATH}/cars/${index}.json`;
}

/** The print page of a car: /print?car_id={slug}. */
export function printPath(car: Pick<Car, 'slug'>): string {
  return `${PRINT_PATH}?${PRINT_CAR_PARAM}=${encodeURIComponent(car.slug)}`;
}

/** The platform's PDF of a car, generated on request (src/server/print). */
export function printablePdfPath(slug: string): string {
  return `/api/cars/${encodeURIComponent(slug)}/pdf`;
}

/** The printable car: the car page's own rules (title, price, specs, finance) in one record. */
export function printableCar(car: Car, context: PrintableCarContext): PrintableCar {
  const { dealer, now, vehicleKind = 'car' } = context;
  const title = carTitle(car);
  const shown = priceDisplay(car);
  const location = carLocation(car, dealer.locations);
  const tags = carTags(car, {
    now,
    tagOverrides: dealer.config.tag_overrides,
    fuelTags: dealer.config.fuel_tags,
  });
  return {
    slug: car.slug,
    title,
    tags: tags.map((tag) => tag.label),
    price: printablePrice(shown.primary),
    otherPrice: shown.secondary && printablePrice(shown.secondary),
    specs: specificationRows(car, {
      usedLabel: dealer.config.used_label,
      locale: marketFor(dealer.country).language,
    }),
    consumerNotice: consumerNoticeRows(car, dealer.country),
    finance: printableFinance(car, dealer),
    photos: printablePhotos(car, title),
    dealer: {
      name: dealer.name,
      website: dealer.url,
      logo: pdfImageSource(dealer.logo.url, PRINT_LOGO_WIDTH),
      vehicleKind,
    },
    location: printableLocation(car, location, dealer),
    url: carShareUrl(dealer.url, car),
  };
}

function printablePrice(price: { amount: number; type: Car['price_type'] }): PrintablePrice {
  const { amount, label } = cardPrice({ price: price.amount, price_type: price.type });
  return { amount, label };
}

/** As the sidebar's finance box: a sold car has nothing left to finance. */
function printableFinance(car: Car, dealer: PrintableDealer): PrintableFinance | null {
  const strip = car.sold ? null : financeStrip(car, dealer.finance);
  if (!strip) return null;
  return {
    weekly: strip.text,
    disclaimer: strip.disclaimer,
    dealerDisclaimer: strip.dealerDisclaimer,
  };
}

/** The gallery's first photos in its order and words, sized for paper. */
function printablePhotos(car: Car, title: string): PrintablePhoto[] {
  const images = galleryImages(car, title);
  const notFound = isNotFoundGallery(images);
  return images.slice(0, PRINT_PHOTO_COUNT).map((image, index) => {
    const width = index === 0 ? PRINT_MAIN_PHOTO_WIDTH : PRINT_THUMB_WIDTH;
    return {
      src: imageUrl(image.src, { width, format: 'webp' }),
      pdf: notFound ? null : pdfImageSource(image.src, width),
      alt: image.alt,
    };
  });
}

/** A raster image as a JPEG at `width` from the image-delivery service; a vector as it is. */
function pdfImageSource(src: string, width: number): PdfImageSource {
  return isPassThroughImage(src)
    ? { src, kind: 'vector', width }
    : { src: imageUrl(src, { width, format: 'jpg' }), kind: 'raster', width };
}

/** The location the car is sold from, with the phone the sidebar's reveal card dials. */
function printableLocation(
  car: Car,
  location: Location,
  dealer: PrintableDealer,
): PrintableLocation {
  const hours = weekHoursLines(
    locationOpeningHours(location, dealer.opening_hours),
    locationHoursOptions(location, dealer.config),
  );
  return {
    name: location.name,
    address: addressLine(location.address),
    phone: location.contact_detail.phone || car.location.phone || dealer.phone,
    email: location.contact_detail.email || dealer.email,
    licence: licenceText(location, dealer.config.licence_prefix) ?? null,
    hours: hours.map(({ days, text }) => ({ days, text })),
  };
}

/**
 * The dark squares of a QR code as one SVG path (a unit per module, with the four-module
 * quiet zone the standard asks for), so the print page and the PDF draw the same code from
 * the same matrix. Runs of dark modules along a row are joined into one rectangle.
 */
export function qrCodePath(matrix: { size: number; data: ArrayLike<number | boolean> }): {
  path: string;
  size: number;
} {
  const quiet = 4;
  const { size, data } = matrix;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      parts.push(`M${start + quiet} ${row + quiet}h${col - start}v1h${start - col}z`);
    }
  }
  return { path: parts.join(''), size: size + quiet * 2 };
}
