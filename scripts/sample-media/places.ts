// Illustrated dealership buildings (600x400) in the dealer's colours: a glass showroom for
// sales, roller doors for service, a shopfront for parts, a drive-in bay for buying centres.
import { SANS, type Look } from './look.ts';
import { escapeXml, hash, mix, pick, svg } from './svg.ts';
import { drawVehicle } from './vehicles.ts';

export type PlaceKind = 'sales' | 'service' | 'parts' | 'buying';

const PAINTS = ['#f3f4f2', '#c4c8cd', '#1f56a8', '#b81f2b', '#1f2226', '#2f6a47', '#6b727a'];

function vehicle(look: Look, x: number, y: number, scale: number, seed: number): string {
  const style = look.motorcycles
    ? pick(['naked', 'adventure', 'cruiser', 'sports'], seed)
    : pick(['suv', 'hatchback', 'ute', 'sedan', 'wagon'], seed);
  const paint = pick(PAINTS, seed >>> 4);
  return `<g transform="translate(${x} ${y}) scale(${scale})">${drawVehicle(style, { paint, ink: mix(paint, '#000000', 0.45) })}</g>`;
}

function facade(kind: PlaceKind, look: Look): string {
  const frame = mix(look.primary, '#ffffff', 0.15);
  const glass = '#bcd3e4';
  switch (kind) {
    case 'sales':
      return (
        `<rect x="60" y="120" width="480" height="170" fill="${glass}"/>` +
        `<path d="M60 150L540 150M140 150V290M220 150V290M300 150V290M380 150V290M460 150V290" stroke="${frame}" stroke-width="5"/>` +
        `<path d="M60 290L180 150H240L110 290Z" fill="#fff" opacity=".25"/>`
      );
    case 'service':
      return (
        `<rect x="60" y="120" width="480" height="170" fill="#dfe3e8"/>` +
        [84, 244, 404]
          .map(
            (x) =>
              `<rect x="${x}" y="160" width="112" height="130" fill="#aab2bb"/>` +
              `<path d="M${x} 176H${x + 112}M${x} 192H${x + 112}M${x} 208H${x + 112}M${x} 224H${x + 112}" stroke="#8f98a2" stroke-width="3"/>`,
          )
          .join('')
      );
    case 'parts':
      return (
        `<rect x="60" y="120" width="480" height="170" fill="#e9ecef"/>` +
        `<rect x="90" y="160" width="260" height="110" fill="${glass}"/>` +
        `<path d="M100 190H340M100 220H340M100 250H340" stroke="${frame}" stroke-width="4"/>` +
        [110, 150, 190, 230, 270, 310]
          .map(
            (x, i) =>
              `<rect x="${x}" y="${176 + (i % 2) * 30}" width="22" height="14" fill="${pick([look.accent, '#6b727a', '#c4c8cd'], i)}"/>`,
          )
          .join('') +
        `<rect x="390" y="170" width="100" height="120" fill="${glass}" stroke="${frame}" stroke-width="5"/>`
      );
    case 'buying':
      return (
        `<rect x="60" y="120" width="480" height="170" fill="#dfe3e8"/>` +
        `<rect x="170" y="150" width="260" height="140" fill="#8f98a2"/>` +
        `<path d="M200 290L300 190L400 290" fill="none" stroke="#fff" stroke-width="6" opacity=".5"/>`
      );
  }
}

/** A dealership building for one location. `label` goes on the fascia. */
export function locationImage(kind: PlaceKind, label: string, look: Look): string {
  const seed = hash(label + kind);
  const signText = (
    kind === 'buying'
      ? 'We Buy Cars'
      : label.replace(/ - (Sales|Service|Parts)$/, (_m, t: string) =>
          t === 'Sales' ? '' : ` ${t}`,
        )
  ).toUpperCase();
  const fit =
    signText.length * 17.5 > 420 ? ` textLength="420" lengthAdjust="spacingAndGlyphs"` : '';
  return svg(
    600,
    400,
    `<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${mix(look.primary, '#9cc7ec', 0.75)}"/>` +
      `<stop offset="1" stop-color="#eef5fb"/></linearGradient></defs>` +
      `<rect width="600" height="400" fill="url(#s)"/>` +
      `<circle cx="${500 - (seed % 300)}" cy="60" r="26" fill="#fff6d6" opacity=".8"/>` +
      `<path d="M0 290H600V400H0Z" fill="#8d949c"/><path d="M0 290H600V300H0Z" fill="#c9ced4"/>` +
      `<path d="M40 330H120M180 330H260M320 330H400M460 330H540" stroke="#f2f2f2" stroke-width="4" opacity=".7"/>` +
      facade(kind, look) +
      `<rect x="50" y="88" width="500" height="44" fill="${look.primary}"/>` +
      `<rect x="50" y="132" width="500" height="6" fill="${look.accent}"/>` +
      `<text x="300" y="119" text-anchor="middle" font-family='${SANS}' font-weight="700" font-size="24" letter-spacing="2"` +
      ` fill="${look.onPrimary}"${fit}>${escapeXml(signText)}</text>` +
      `<rect x="556" y="120" width="12" height="170" fill="#5b6168"/>` +
      `<rect x="540" y="70" width="44" height="64" rx="4" fill="${look.accent}"/>` +
      vehicle(look, 40, 250, 0.95, seed) +
      vehicle(look, 300, 262, 0.95, seed >>> 5) +
      (kind === 'sales' ? vehicle(look, 170, 282, 1, seed >>> 9) : ''),
    `${label} ${kind === 'buying' ? 'buying centre' : kind}`,
  );
}
