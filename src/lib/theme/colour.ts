/** Hex colour maths for theme tokens: parsing, blending and WCAG 2.x contrast. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses "#abc" or "#aabbcc" (the forms the dealer schema accepts). */
export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`"${hex}" is not a hex colour such as #0a2540`);
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  const n = Number.parseInt(digits, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** `amount` of `top` laid over `base` (0 = base, 1 = top), as opaque hex. */
export function blend(base: string, top: string, amount: number): string {
  const a = parseHex(base);
  const b = parseHex(top);
  const mix = (x: number, y: number) => x + (y - x) * amount;
  return toHex({ r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b) });
}

/** WCAG 2.x relative luminance (sRGB). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** True when the colour is dark enough that light text reads better on it. */
export function isDark(hex: string): boolean {
  return contrastRatio(hex, '#ffffff') > contrastRatio(hex, '#000000');
}
