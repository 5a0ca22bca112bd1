import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFRawStream,
  decodePDFRawStream,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';

function contentStreams(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  const items = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return items
    .map((item) => page.doc.context.lookup(item))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream);
}

/**
 * The text a page draws, as its standard fonts encode it (WinAnsi hex strings, one per
 * drawn line), so a test can look for a line without a PDF text extractor.
 */
export function pageLines(page: PDFPage): string[] {
  const lines: string[] = [];
  for (const stream of contentStreams(page)) {
    const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    for (const [, hex = ''] of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
}

export function documentLines(doc: PDFDocument): string[] {
  return doc.getPages().flatMap(pageLines);
}

/** How many images a page draws (its XObject images). */
export function pageImageCount(page: PDFPage): number {
  return pageImages(page).length;
}

/** The pixel size of each image the page draws. */
export function pageImageSizes(page: PDFPage): { width: number; height: number }[] {
  return pageImages(page).map((image) => ({
    width: Number(image.dict.get(PDFName.of('Width'))?.toString()),
    height: Number(image.dict.get(PDFName.of('Height'))?.toString()),
  }));
}

function pageImages(page: PDFPage): PDFRawStream[] {
  const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!objects) return [];
  return objects
    .values()
    .map((ref) => page.doc.context.lookup(ref))
    .filter(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
}
