/**
 * Paint colours. Manufacturer names ("Soul Red Crystal") fold into a small set of families,
 * which keeps the number of distinct generated illustrations small and gives every car a
 * drawable colour.
 */

export const COLOUR_FAMILIES = {
  white: '#f3f4f2',
  silver: '#c4c8cd',
  grey: '#6b727a',
  black: '#1f2226',
  red: '#b81f2b',
  blue: '#1f56a8',
  navy: '#1e2b4d',
  green: '#2f6a47',
  orange: '#e0692b',
  yellow: '#e9c12a',
  bronze: '#8b6b49',
  beige: '#cfbe9f',
  brown: '#5a4031',
} as const;

export type ColourFamily = keyof typeof COLOUR_FAMILIES;

export function isColourFamily(name: string): name is ColourFamily {
  return Object.hasOwn(COLOUR_FAMILIES, name);
}

// Checked in order: "Blue Lightning" is blue, "Graphite" grey, "Pearl" on its own white.
const FAMILY_KEYWORDS: readonly (readonly [RegExp, ColourFamily])[] = [
  [/navy|nautical|midnight|deep (crystal )?blue|night sky|dark blue|indigo/, 'navy'],
  [/blue|azure|cobalt|sapphire|teal|aqua/, 'blue'],
  [/red|maroon|burgundy|crimson|ruby|cherry|garnet|rosso/, 'red'],
  [/orange|copper|lava|sunset|amber/, 'orange'],
  [/yellow|gold|lime/, 'yellow'],
  [/green|sage|olive|khaki|emerald|forest/, 'green'],
  [/bronze/, 'bronze'],
  [/brown|mocha|chocolate|espresso/, 'brown'],
  [/beige|sand|champagne|cream|savannah|tan\b|dune/, 'beige'],
  [/black|ebony|onyx|obsidian|jet|ink|phantom|nero/, 'black'],
  [/grey|gray|graphite|gunmetal|charcoal|slate|storm|magnetic|titanium|carbon|machine/, 'grey'],
  [/silver|platinum|alumin|sterling|metal|moonstone/, 'silver'],
  [/white|pearl|snow|ivory|arctic|glacier|frozen|polar|alpine|bianco/, 'white'],
];

/** A paint name → its family, or null when the name says nothing about colour. */
export function colourFamilyOf(name: string): ColourFamily | null {
  const key = name.trim().toLowerCase();
  if (isColourFamily(key)) return key;
  for (const [pattern, family] of FAMILY_KEYWORDS) if (pattern.test(key)) return family;
  return null;
}

const FALLBACK_HEX = COLOUR_FAMILIES.silver;

/** A hex code (#abc or #aabbcc), family or paint name → a #rrggbb hex, silver when unknown. */
export function colourHex(colour: string): string {
  const trimmed = colour.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(trimmed);
  if (short)
    return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  if (/^#[0-9a-f]{6}$/i.test(trimmed)) return trimmed.toLowerCase();
  const family = colourFamilyOf(trimmed);
  return family ? COLOUR_FAMILIES[family] : FALLBACK_HEX;
}

/** Blend two #rrggbb colours; amount 0 keeps `from`, 1 gives `to`. */
export function mixHex(from: string, to: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  let out = '#';
  for (let i = 0; i < 3; i++) {
    const value = Math.round(channel(from, i) * (1 - amount) + channel(to, i) * amount);
    out += value.toString(16).padStart(2, '0');
  }
  return out;
}

/** Relative brightness 0–1, to pick outlines that stay visible on pale paint. */
export function lightness(hex: string): number {
  const c = (i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return 0.2126 * c(0) + 0.7152 * c(1) + 0.0722 * c(2);
}
