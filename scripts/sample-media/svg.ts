// Small helpers shared by the sample-media drawings.

export function svg(width: number, height: number, body: string, title?: string): string {
  const label = title ? ` role="img" aria-label="${escapeXml(title)}"` : ' aria-hidden="true"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"${label}>${body}</svg>\n`
  );
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export type Point = readonly [number, number];

/** Points as an SVG "points" attribute, rounded to keep files small. */
export function points(list: readonly Point[], dx = 0, dy = 0, scale = 1): string {
  return list.map(([x, y]) => `${round(x * scale + dx)},${round(y * scale + dy)}`).join(' ');
}

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** A stable 32-bit hash, so a name always draws the same picture. */
export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function pick<T>(list: readonly T[], seed: number): T {
  const item = list[seed % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Mix two hex colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = rgb(a);
  const pb = rgb(b);
  const out = pa.map((c, i) => Math.round(c + ((pb[i] ?? 0) - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function rgb(hex: string): number[] {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

/** Initials for a name: "Hannah O’Brien" → "HO". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
