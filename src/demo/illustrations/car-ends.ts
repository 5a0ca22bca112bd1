/** Front and rear elevations of a car, centred on x = 0, from its profile's `front` measurements. */
import type { CarProfile } from './car-profiles.ts';
import { TONES, type Paint } from './paint.ts';
import { closedRounded, num, pair, path, polygon, rect } from './svg-geometry.ts';

/** Cabin glass, or for a convertible the windscreen (front) or the seats' headrests (rear). */
function glasshouse(p: CarProfile, end: 'front' | 'rear'): string {
  const { width: w, height: h, belt: b, roofWidth: rw } = p.front;
  const half = w / 2;
  if (rw > 0) {
    const bottom = end === 'front' ? b + 6 : b + 16;
    const pane = closedRounded(
      [
        [-half * 0.8, bottom],
        [-rw / 2 + 9, h - 10],
        [rw / 2 - 9, h - 10],
        [half * 0.8, bottom],
      ],
      6,
    );
    return path(pane, 'fill="url(#q)"');
  }
  if (end === 'front') {
    const screen = polygon([
      [-half * 0.82, b + 2],
      [-half * 0.7, h],
      [half * 0.7, h],
      [half * 0.82, b + 2],
    ]);
    return path(
      screen,
      `fill="url(#q)" stroke="${TONES.trim}" stroke-width="4" stroke-linejoin="round"`,
    );
  }
  return pair((s) =>
    rect(s * half * 0.2 - 12, b, s * half * 0.2 + 12, b + 36, 8, `fill="${TONES.trim}"`),
  );
}

function frontDetails(p: CarProfile): string {
  const { width: w, belt: b } = p.front;
  const lampX = w / 2 - 46;
  const lamp = `fill="${TONES.lamp}" stroke="${TONES.lampEdge}" stroke-width="2"`;
  return (
    rect(-w * 0.22, p.sill + 20, w * 0.22, b - 22, 9, `fill="${TONES.trim}"`) +
    path(
      `M${num(-w * 0.2)} ${num(-(p.sill + b) / 2)}H${num(w * 0.2)}`,
      'stroke="#4a5058" stroke-width="3"',
    ) +
    `<circle cy="${num(-(b - 30))}" r="7" fill="#d9dde2"/>` +
    pair((s) => rect(s * lampX - 27, b - 36, s * lampX + 27, b - 16, 7, lamp))
  );
}

function rearDetails(p: CarProfile): string {
  const { width: w, belt: b } = p.front;
  const lampX = w / 2 - 46;
  const lamp = `fill="${TONES.tail}" stroke="${TONES.tailEdge}" stroke-width="1.5"`;
  return (
    rect(-36, p.sill + 24, 36, p.sill + 44, 3, `fill="#f4f5f6" stroke="${TONES.metalEdge}"`) +
    pair((s) => rect(s * lampX - 26, b - 40, s * lampX + 26, b - 14, 6, lamp)) +
    `<ellipse cx="${num(w * 0.3)}" cy="${num(-(p.sill - 2))}" rx="10" ry="6" fill="#7d848c"/>`
  );
}

export function carEnd(p: CarProfile, paint: Paint, end: 'front' | 'rear'): string {
  const { width: w, height: h, belt: b, roofWidth: rw } = p.front;
  const half = w / 2;
  const tyreW = w * 0.17;
  const box =
    p.extra === 'box'
      ? rect(
          -half - 14,
          116,
          half + 14,
          330,
          5,
          `fill="${TONES.panel}" stroke="#c3c8ce" stroke-width="2"`,
        )
      : '';
  const tyres = pair((s) =>
    rect(s * (half - 4), 0, s * (half - 4 - tyreW), p.wheelR * 1.2, 7, `fill="${TONES.tyre}"`),
  );
  const lower = closedRounded(
    [
      [-half, p.sill * 0.8],
      [-half, b - 6],
      [-half * 0.9, b],
      [half * 0.9, b],
      [half, b - 6],
      [half, p.sill * 0.8],
    ],
    16,
  );
  const cabin =
    rw > 0
      ? path(
          closedRounded(
            [
              [-half * 0.9, b],
              [-rw / 2, h],
              [rw / 2, h],
              [half * 0.9, b],
            ],
            12,
          ),
        )
      : '';
  const mirrors = pair((s) =>
    rect(
      s * (half + 2),
      b + 6,
      s * (half + 22),
      b + 24,
      4,
      `fill="${paint.base}" stroke="${paint.line}"`,
    ),
  );
  return (
    box +
    tyres +
    `<g fill="url(#p)" stroke="${paint.line}" stroke-width="2" stroke-linejoin="round">${path(lower)}${cabin}</g>` +
    glasshouse(p, end) +
    mirrors +
    rect(-w * 0.28, p.sill + 2, w * 0.28, p.sill + 14, 5, `fill="${TONES.trim}"`) +
    (end === 'front' ? frontDetails(p) : rearDetails(p))
  );
}
