/**
 * Text for the PDF's standard fonts: they encode WinAnsi only, and pdf-lib throws on any
 * other character, so a Māori place name or an emoji in a feed must not stop the PDF.
 */
import type { PDFFont } from 'pdf-lib';

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) characterSets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}

/** Typographic stand-ins the fonts lack, in plain characters they have. */
const FALLBACKS: Record<string, string> = { '\u2011': '-', '\u2212': '-', '\u00a0': ' ' };

/**
 * The text with each character the font cannot draw replaced: by itself without its accent
 * ('ā' → 'a'), by a plain stand-in, or left out. Runs of whitespace become one space.
 */
export function drawableText(font: PDFFont, text: string): string {
  const set = characterSet(font);
  let out = '';
  for (const char of text.replace(/\s+/g, ' ').trim()) {
    const code = char.codePointAt(0) ?? 0;
    if (set.has(code)) {
      out += char;
      continue;
    }
    const plain = FALLBACKS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...plain].filter((c) => set.has(c.codePointAt(0) ?? 0)).join('');
  }
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * Lines of at most `width` points: words wrap at spaces, and a word longer than a line (a VIN,
 * a URL) is broken wherever it must.
 */
export function wrapText(font: PDFFont, size: number, text: string, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of drawableText(font, text).split(' ').filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}
