/**
 * A small drawing surface over a pdf-lib page that measures from the top of the page, as a
 * reader does, and knows the fonts and colours of the printable car's PDF.
 */
import {
  PDFString,
  rgb,
  type PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { drawableText, wrapText } from './pdf-text.ts';

export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.33, 0.33, 0.33);
export const RULE = rgb(0.8, 0.8, 0.8);
export const PANEL = rgb(0.95, 0.95, 0.95);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: RGB;
  /** Baseline to baseline; 1.25 × size by default. */
  lineHeight?: number;
}

export class PdfCanvas {
  readonly page: PDFPage;
  readonly fonts: Fonts;
  readonly width: number;
  readonly height: number;

  constructor(page: PDFPage, fonts: Fonts) {
    this.page = page;
    this.fonts = fonts;
    this.width = page.getWidth();
    this.height = page.getHeight();
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  /** One line of text whose top is `top`; returns its width. */
  line(text: string, x: number, top: number, style: TextStyle): number {
    const font = this.font(style);
    const drawable = drawableText(font, text);
    this.page.drawText(drawable, {
      x,
      y: this.height - top - font.heightAtSize(style.size, { descender: false }),
      size: style.size,
      font,
      color: style.color ?? INK,
    });
    return font.widthOfTextAtSize(drawable, style.size);
  }

  /** Text wrapped to `width`; returns the height it took. */
  paragraph(text: string, x: number, top: number, width: number, style: TextStyle): number {
    const lineHeight = style.lineHeight ?? style.size * 1.25;
    const lines = wrapText(this.font(style), style.size, text, width);
    lines.forEach((line, i) => this.line(line, x, top + i * lineHeight, style));
    return lines.length * lineHeight;
  }

  /** Right-aligned single line ending at `right`. */
  lineEndingAt(text: string, right: number, top: number, style: TextStyle): void {
    const font = this.font(style);
    const width = font.widthOfTextAtSize(drawableText(font, text), style.size);
    this.line(text, right - width, top, style);
  }

  rule(x: number, top: number, width: number): void {
    this.page.drawLine({
      start: { x, y: this.height - top },
      end: { x: x + width, y: this.height - top },
      thickness: 0.5,
      color: RULE,
    });
  }

  box(x: number, top: number, width: number, height: number, color: RGB): void {
    this.page.drawRectangle({ x, y: this.height - top - height, width, height, color });
  }

  /** The image scaled to fit inside the box, centred on a light panel (never stretched). */
  image(image: PDFImage, x: number, top: number, width: number, height: number): void {
    this.box(x, top, width, height, PANEL);
    const scale = Math.min(width / image.width, height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    this.page.drawImage(image, {
      x: x + (width - w) / 2,
      y: this.height - top - (height + h) / 2,
      width: w,
      height: h,
    });
  }

  /** The image as large as fits `maxWidth` × `maxHeight`, top-left at x, top, on the page itself. */
  imageAt(image: PDFImage, x: number, top: number, maxWidth: number, maxHeight: number): void {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height);
    const height = image.height * scale;
    this.page.drawImage(image, {
      x,
      y: this.height - top - height,
      width: image.width * scale,
      height,
    });
  }

  /** An SVG path in its own units (y down), scaled so `units` span `size` points. */
  svgPath(path: string, x: number, top: number, units: number, size: number): void {
    this.page.drawSvgPath(path, { x, y: this.height - top, scale: size / units, color: INK });
  }

  /** Makes the area a link to `url` in PDF readers. */
  link(doc: PDFDocument, url: string, x: number, top: number, width: number, height: number): void {
    const annotation = doc.context.register(
      doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [x, this.height - top - height, x + width, this.height - top],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
      }),
    );
    this.page.node.addAnnot(annotation);
  }
}
