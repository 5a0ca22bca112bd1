/**
 * The printable car as an A4 PDF, drawn with pdf-lib from the same record the print page
 * shows (lib/cars/printable-car.ts): the dealer, title, price, photos and a QR code to the car
 * page beside the specifications, then the finance estimate and where to see the car, and the
 * finance notes. One page for a typical car; notes that would run off it continue on a second.
 */
import { PDFDocument, PageSizes, StandardFonts, type PDFImage } from 'pdf-lib';
import QRCode from 'qrcode';
import { vehicleWords } from '../../lib/content/vehicle-words.ts';
import {
  PRINT_QR_ERROR_CORRECTION,
  qrCodePath,
  type PrintableCar,
} from '../../lib/cars/printable-car.ts';
import { MUTED, PdfCanvas, type Fonts } from './pdf-canvas.ts';
import type { PhotoFile } from './pdf-photos.ts';
import { wrapText } from './pdf-text.ts';

const MARGIN = 36;
const GAP = 18;
/** The photo column; the specifications take the rest. */
const PHOTO_COLUMN = 290;
const THUMBS = 4;
const THUMB_GAP = 6;
const QR_SIZE = 92;
const SPEC_LABEL_WIDTH = 80;
/** 'Security interest on the PPSR', the notice's longest label, at 8 points. */
const NOTICE_LABEL_WIDTH = 120;
/** The dealer's logo in the heading: within 150 × 36 points, whatever its shape. */
const LOGO_MAX_WIDTH = 150;
const LOGO_MAX_HEIGHT = 36;

export interface CarPdfOptions {
  /** The document's creation date (fixed in tests). */
  now?: Date;
}

/** The pictures the PDF draws, as loaded (pdf-photos.ts): any that could not be are absent. */
export interface CarPdfImages {
  photos: readonly PhotoFile[];
  logo: PhotoFile | null;
}

export async function renderCarPdf(
  car: PrintableCar,
  { photos, logo }: CarPdfImages,
  options: CarPdfOptions = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(car.title, { showInWindowTitleBar: true });
  doc.setAuthor(car.dealer.name);
  doc.setSubject(`${car.title}: ${car.price.amount} ${car.price.label}`);
  doc.setCreator(car.dealer.website);
  doc.setLanguage('en');
  if (options.now) {
    doc.setCreationDate(options.now);
    doc.setModificationDate(options.now);
  }
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const images = (await Promise.all(photos.map((photo) => embedPhoto(doc, photo)))).filter(
    (image): image is PDFImage => image !== null,
  );
  const logoImage = logo ? await embedPhoto(doc, logo) : null;
  const canvas = new PdfCanvas(doc.addPage(PageSizes.A4), fonts);
  const content = canvas.width - MARGIN * 2;
  let top = heading(canvas, car, logoImage, content);
  const columnsTop = top;
  const specsX = MARGIN + PHOTO_COLUMN + GAP;
  const specsWidth = content - PHOTO_COLUMN - GAP;
  let left = photoColumn(canvas, images, columnsTop);
  left = finance(canvas, car, left);
  left = location(canvas, car, left);
  let right = specifications(canvas, car, specsX, columnsTop, specsWidth);
  // Without photos the left column is short: the QR code evens the two columns out.
  if (images.length === 0) left = qrCode(canvas, doc, car, MARGIN, left + 12, PHOTO_COLUMN);
  else right = qrCode(canvas, doc, car, specsX, right + 12, specsWidth);
  top = Math.max(left, right) + 14;
  top = consumerNotice(canvas, car, top, content);
  notes(doc, canvas, car, top, content);
  return doc.save();
}

/** A photo whose bytes only look like a JPEG or PNG is left out, not a failed PDF. */
async function embedPhoto(doc: PDFDocument, photo: PhotoFile): Promise<PDFImage | null> {
  try {
    return await (photo.kind === 'png' ? doc.embedPng(photo.bytes) : doc.embedJpg(photo.bytes));
  } catch {
    return null;
  }
}

/**
 * Dealer (its logo, else its name in bold), tags, title and price; returns where the columns
 * start. With a logo the name still stands at the right, above the site's address.
 */
function heading(
  canvas: PdfCanvas,
  car: PrintableCar,
  logo: PDFImage | null,
  width: number,
): number {
  let top = MARGIN;
  const right = MARGIN + width;
  const host = hostOf(car.dealer.website);
  if (logo) {
    canvas.imageAt(logo, MARGIN, top, LOGO_MAX_WIDTH, LOGO_MAX_HEIGHT);
    canvas.lineEndingAt(car.dealer.name, right, top + 4, { size: 11, bold: true });
    canvas.lineEndingAt(host, right, top + 20, { size: 9, color: MUTED });
    top += LOGO_MAX_HEIGHT + 8;
  } else {
    canvas.line(car.dealer.name, MARGIN, top, { size: 12, bold: true });
    canvas.lineEndingAt(host, right, top + 2, { size: 9, color: MUTED });
    top += 20;
  }
  canvas.rule(MARGIN, top, width);
  top += 12;
  if (car.tags.length > 0) {
    canvas.line(car.tags.join('  ·  ').toUpperCase(), MARGIN, top, {
      size: 8,
      bold: true,
      color: MUTED,
    });
    top += 14;
  }
  top += canvas.paragraph(car.title, MARGIN, top, width, { size: 20, bold: true, lineHeight: 24 });
  top += 6;
  const amountWidth = canvas.line(car.price.amount, MARGIN, top, { size: 22, bold: true });
  canvas.line(car.price.label, MARGIN + amountWidth + 8, top + 9, { size: 11, color: MUTED });
  top += 28;
  if (car.otherPrice) {
    const other = `${car.otherPrice.amount} ${car.otherPrice.label}`;
    canvas.line(other, MARGIN, top, { size: 11, color: MUTED });
    top += 16;
  }
  return top + 8;
}

/** The main photo and up to four thumbnails; returns the column's new bottom. */
function photoColumn(canvas: PdfCanvas, images: readonly PDFImage[], top: number): number {
  const [main, ...rest] = images;
  if (!main) return top;
  const mainHeight = (PHOTO_COLUMN * 3) / 4;
  canvas.image(main, MARGIN, top, PHOTO_COLUMN, mainHeight);
  let bottom = top + mainHeight;
  const thumbs = rest.slice(0, THUMBS);
  if (thumbs.length > 0) {
    const thumbWidth = (PHOTO_COLUMN - THUMB_GAP * (THUMBS - 1)) / THUMBS;
    const thumbHeight = (thumbWidth * 3) / 4;
    thumbs.forEach((image, i) => {
      canvas.image(
        image,
        MARGIN + i * (thumbWidth + THUMB_GAP),
        bottom + THUMB_GAP,
        thumbWidth,
        thumbHeight,
      );
    });
    bottom += THUMB_GAP + thumbHeight;
  }
  return bottom + 16;
}

function finance(canvas: PdfCanvas, car: PrintableCar, top: number): number {
  if (!car.finance) return top;
  canvas.line('Finance estimate', MARGIN, top, { size: 10, bold: true });
  canvas.line(car.finance.weekly, MARGIN, top + 15, { size: 18, bold: true });
  canvas.line('An estimate only: see the finance note below.', MARGIN, top + 38, {
    size: 8,
    color: MUTED,
  });
  return top + 58;
}

function location(canvas: PdfCanvas, car: PrintableCar, top: number): number {
  const place = car.location;
  const width = PHOTO_COLUMN;
  canvas.line('Where to see it', MARGIN, top, { size: 10, bold: true });
  top += 15;
  const body = { size: 9, lineHeight: 12 };
  for (const text of [place.name, place.address, `Phone ${place.phone}`, place.email]) {
    top += canvas.paragraph(text, MARGIN, top, width, body);
  }
  if (place.licence)
    top += canvas.paragraph(place.licence, MARGIN, top, width, { ...body, color: MUTED });
  top += 6;
  for (const hours of place.hours) {
    canvas.line(hours.days, MARGIN, top, { size: 8.5, color: MUTED });
    canvas.line(hours.text, MARGIN + 70, top, { size: 8.5 });
    top += 11;
  }
  return top;
}

function specifications(
  canvas: PdfCanvas,
  car: PrintableCar,
  x: number,
  top: number,
  width: number,
): number {
  canvas.line('Specifications', x, top, { size: 11, bold: true });
  top += 18;
  const style = { size: 8.5, lineHeight: 10.5 };
  for (const row of car.specs) {
    canvas.line(row.label, x, top, { ...style, color: MUTED });
    const height = canvas.paragraph(
      row.value,
      x + SPEC_LABEL_WIDTH,
      top,
      width - SPEC_LABEL_WIDTH,
      style,
    );
    top += height + 3;
    canvas.rule(x, top, width);
    top += 3.5;
  }
  return top;
}

/**
 * The NZ Consumer Information Notice across the page, two label and value pairs a line so
 * its rows fit under the columns; returns where the finance notes start.
 */
function consumerNotice(canvas: PdfCanvas, car: PrintableCar, top: number, width: number): number {
  const rows = car.consumerNotice;
  if (!rows) return top;
  canvas.line('Consumer Information Notice', MARGIN, top, { size: 11, bold: true });
  top += 18;
  const style = { size: 8, lineHeight: 10 };
  const pairWidth = (width - GAP) / 2;
  for (let i = 0; i < rows.length; i += 2) {
    const heights = rows.slice(i, i + 2).map((row, column) => {
      const x = MARGIN + column * (pairWidth + GAP);
      canvas.line(row.label, x, top, { ...style, color: MUTED });
      const valueX = x + NOTICE_LABEL_WIDTH;
      return canvas.paragraph(row.value, valueX, top, pairWidth - NOTICE_LABEL_WIDTH, style);
    });
    top += Math.max(...heights) + 2.5;
    canvas.rule(MARGIN, top, width);
    top += 3;
  }
  return top + 14;
}

/** A QR code to the car page, drawn as vector squares, with the link written under it. */
function qrCode(
  canvas: PdfCanvas,
  doc: PDFDocument,
  car: PrintableCar,
  x: number,
  top: number,
  width: number,
): number {
  const { path, size } = qrCodePath(
    QRCode.create(car.url, { errorCorrectionLevel: PRINT_QR_ERROR_CORRECTION }).modules,
  );
  canvas.svgPath(path, x, top, size, QR_SIZE);
  canvas.link(doc, car.url, x, top, QR_SIZE, QR_SIZE);
  const textX = x + QR_SIZE + 8;
  const textWidth = width - QR_SIZE - 8;
  let textTop = top + 14;
  const { singular: one } = vehicleWords(car.dealer.vehicleKind);
  textTop += canvas.paragraph(`Scan to see this ${one} online`, textX, textTop, textWidth, {
    size: 9,
    bold: true,
  });
  const urlHeight = canvas.paragraph(car.url, textX, textTop + 2, textWidth, {
    size: 7.5,
    color: MUTED,
  });
  canvas.link(doc, car.url, textX, textTop + 2, textWidth, urlHeight);
  return Math.max(top + QR_SIZE, textTop + urlHeight);
}

/** The finance footnote and the dealer's wording; lines that run off the page go on a second. */
function notes(
  doc: PDFDocument,
  first: PdfCanvas,
  car: PrintableCar,
  top: number,
  width: number,
): void {
  if (!car.finance) return;
  let canvas = first;
  const paragraphs = [
    { text: car.finance.disclaimer, style: { size: 7.5, lineHeight: 9.5 } },
    { text: car.finance.dealerDisclaimer, style: { size: 7, lineHeight: 9, color: MUTED } },
  ];
  canvas.rule(MARGIN, top - 6, width);
  for (const { text, style } of paragraphs) {
    for (const line of wrapText(canvas.font(style), style.size, text, width)) {
      if (top + style.lineHeight > canvas.height - MARGIN) {
        canvas = new PdfCanvas(doc.addPage(PageSizes.A4), first.fonts);
        top = MARGIN;
      }
      canvas.line(line, MARGIN, top, style);
      top += style.lineHeight;
    }
    top += 4;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}
