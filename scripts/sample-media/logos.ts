// Dealer wordmarks and generic make badges. Badges are plain lettering on a neutral plate:
// never a copy of a manufacturer's trademark.
import { SANS, SERIF, type Look } from './look.ts';
import { escapeXml, hash, mix, pick, svg } from './svg.ts';

/** A simple emblem per template, drawn in a 56x56 box. */
function emblem(look: Look, mark: string, ground: string): string {
  switch (look.template) {
    case 'showroom': // a kestrel's wing over the bay
      return (
        `<circle cx="28" cy="28" r="27" fill="${mark}"/>` +
        `<path d="M10 34C22 30 30 18 46 14C40 22 38 28 30 32C36 32 40 34 44 38C32 36 20 38 10 34Z" fill="${ground}"/>`
      );
    case 'metro': // a meridian line on a globe
      return (
        `<circle cx="28" cy="28" r="24" fill="none" stroke="${mark}" stroke-width="5"/>` +
        `<ellipse cx="28" cy="28" rx="10" ry="24" fill="none" stroke="${mark}" stroke-width="3"/>` +
        `<path d="M4 28H52" stroke="${mark}" stroke-width="3"/>`
      );
    case 'coastal': // a totara leaf over a wave
      return (
        `<path d="M28 4C44 16 44 36 28 48C12 36 12 16 28 4Z" fill="${mark}"/>` +
        `<path d="M28 10V44" stroke="${ground}" stroke-width="2"/>` +
        `<path d="M6 52Q17 46 28 52T50 52" fill="none" stroke="${mark}" stroke-width="3"/>`
      );
    case 'torque': // a shield with a ridge line
      return (
        `<path d="M6 6H50V30C50 42 40 50 28 54C16 50 6 42 6 30Z" fill="${mark}"/>` +
        `<path d="M12 36L22 22L28 30L34 20L44 36" fill="none" stroke="${ground}" stroke-width="4" stroke-linejoin="round"/>`
      );
  }
}

/**
 * The dealer's wordmark at the size its config declares. `reversed` draws it for dark
 * backgrounds (footer, dark headers).
 */
export function dealerLogo(look: Look, width: number, height: number, reversed: boolean): string {
  const words = look.short.toUpperCase();
  const rest = look.name.slice(look.short.length).trim().toUpperCase() || 'MOTORS';
  const ink = reversed ? look.footerText : look.primary;
  const mark = reversed ? mix(look.accent, '#ffffff', 0.35) : look.accent;
  const ground = reversed ? '#0d1520' : '#ffffff';
  const scale = height / 64;
  const textX = 66;
  const room = width / scale - textX - 4;
  const font = look.serif ? SERIF : SANS;
  const big = Math.min(28, Math.floor(room / (words.length * 0.68)));
  return svg(
    width,
    height,
    `<g transform="scale(${scale})"><g transform="translate(4 4)">${emblem(look, mark, ground)}</g>` +
      `<text x="${textX}" y="${12 + big}" font-family='${font}' font-weight="700" font-size="${big}" fill="${ink}"` +
      ` letter-spacing="1">${escapeXml(words)}</text>` +
      `<text x="${textX}" y="56" font-family='${SANS}' font-size="12" font-weight="700" fill="${mark}"` +
      ` textLength="${Math.round(Math.min(room, rest.length * 11))}" lengthAdjust="spacing">${escapeXml(rest)}</text></g>`,
    look.name,
  );
}

const BADGE_TINTS = ['#1f4e79', '#7a1f2b', '#2f5d3a', '#5b3a7a', '#7a5a1f', '#1f6a6a', '#3a3f45'];

/** A neutral 160x80 lettering badge for a make, used on brand tiles and facet lists. */
export function makeBadge(make: string): string {
  const label = make.toUpperCase();
  const tint = pick(BADGE_TINTS, hash(make));
  const size = label.length > 10 ? 15 : label.length > 6 ? 19 : 24;
  const fit =
    label.length * size * 0.66 > 136 ? ` textLength="136" lengthAdjust="spacingAndGlyphs"` : '';
  return svg(
    160,
    80,
    `<rect x="1" y="1" width="158" height="78" rx="10" fill="#f6f7f9" stroke="#d5d9de" stroke-width="2"/>` +
      `<rect x="56" y="58" width="48" height="4" rx="2" fill="${tint}"/>` +
      `<text x="80" y="${40 + size * 0.35}" text-anchor="middle" font-family='${SANS}' font-weight="700"` +
      ` font-size="${size}" letter-spacing="1" fill="#24292f"${fit}>${escapeXml(label)}</text>`,
    make,
  );
}
