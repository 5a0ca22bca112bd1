/**
 * Flat-style motorcycle drawings in local units of about 5 mm (x from just ahead of the
 * front tyre, height up from the ground): a naked bike, with a fairing for sports and
 * touring bikes, a tall screen for adventure bikes, and a step-through body for scooters.
 */
import type { MotorcycleBody } from '../../lib/stock/car.ts';
import { TONES, type Paint } from './paint.ts';
import { closedRounded, num, polygon, rect, type Pt } from './svg-geometry.ts';

type Style = 'naked' | 'faired' | 'adventure' | 'scooter';

function styleOf(body: MotorcycleBody): Style {
  if (body === 'sports' || body === 'touring') return 'faired';
  if (body === 'adventure') return 'adventure';
  return body === 'scooter' ? 'scooter' : 'naked';
}

/** The side drawing spans these x units, front fender to tail. */
export const MOTORCYCLE_X0 = 96;
export const MOTORCYCLE_X1 = 532;

/** Outlines, side view then end views (end views centred on x = 0). */
// prettier-ignore
const SHAPES = {
  tank: [[226, 178], [262, 214], [330, 212], [358, 176], [340, 156], [240, 154]],
  seat: [[340, 168], [372, 174], [452, 172], [476, 164], [458, 152], [346, 150]],
  tail: [[440, 160], [522, 186], [526, 174], [452, 146]],
  fairing: [[178, 120], [162, 170], [200, 222], [250, 214], [256, 140], [214, 110]],
  fairingScreen: [[200, 220], [226, 254], [250, 214]],
  fairingLamp: [[166, 168], [192, 174], [196, 164], [170, 158]],
  tallScreen: [[196, 200], [214, 266], [232, 266], [226, 200]],
  beak: [[168, 150], [194, 130], [228, 146], [222, 162]],
  scooterBody: [[176, 70], [190, 214], [222, 222], [232, 196], [230, 104], [250, 82], [336, 80], [372, 140], [468, 150], [490, 118], [476, 72], [386, 56], [250, 52]],
  scooterSeat: [[370, 150], [400, 168], [470, 166], [488, 152], [470, 142], [380, 140]],
  endTail: [[-46, 120], [-52, 166], [52, 166], [46, 120], [0, 108]],
  endApron: [[-70, 60], [-80, 200], [-34, 226], [34, 226], [80, 200], [70, 60]],
  endFairing: [[-62, 130], [-74, 190], [-30, 222], [30, 222], [74, 190], [62, 130]],
  endFairingScreen: [[-30, 222], [-22, 262], [22, 262], [30, 222]],
  endTallScreen: [[-28, 206], [-24, 270], [24, 270], [28, 206]],
} as const satisfies Record<string, readonly Pt[]>;

const wheelRadius = (style: Style) => (style === 'scooter' ? 48 : 62);

/** #w: a spoked wheel at the origin. */
export function motorcycleDefs(body: MotorcycleBody): string {
  const r = wheelRadius(styleOf(body));
  const gap = (2 * Math.PI * r * 0.45) / 8 - 2.5;
  return (
    `<g id="w"><circle r="${num(r - 7)}" fill="none" stroke="${TONES.tyre}" stroke-width="15"/>` +
    `<circle r="${num(r - 17)}" fill="none" stroke="${TONES.rim}" stroke-width="4"/>` +
    `<circle r="${num(r * 0.45)}" fill="none" stroke="${TONES.spoke}" stroke-width="${num(r * 0.5)}" stroke-dasharray="2.5 ${num(gap)}"/>` +
    `<circle r="9" fill="${TONES.hub}"/></g>`
  );
}

const line = (a: Pt, b: Pt, colour: string, width: number) =>
  `<path d="M${num(a[0])} ${num(-a[1])}L${num(b[0])} ${num(-b[1])}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

const shape = (points: readonly Pt[], fill: string, stroke: string, radius = 10) =>
  `<path d="${closedRounded(points, radius)}" fill="${fill}" stroke="${stroke}" stroke-width="2" stroke-linejoin="round"/>`;

const lamp = (x: number, h: number, r: number) =>
  `<circle cx="${x}" cy="${-h}" r="${r}" fill="${TONES.lamp}" stroke="${TONES.lampEdge}" stroke-width="3"/>`;

const wheelAt = (x: number, r: number) => `<use href="#w" x="${x}" y="${-r}"/>`;
const painted = (points: readonly Pt[], paint: Paint, radius?: number) =>
  shape(points, 'url(#p)', paint.line, radius);
const glass = (points: readonly Pt[]) => shape(points, 'url(#q)', 'none', 6);
const FORK = '#aab0b7';
const CASING = '#4a4f57';
const EXHAUST = `fill="#c3c8ce" stroke="#9ba1a8" stroke-width="2"`;

function scooterSide(paint: Paint): string {
  return (
    line([150, 48], [198, 206], FORK, 10) +
    wheelAt(150, 48) +
    wheelAt(430, 48) +
    rect(360, 40, 450, 70, 10, 'fill="#6b7179"') +
    rect(420, 52, 500, 74, 10, EXHAUST) +
    painted(SHAPES.scooterBody, paint, 14) +
    shape(SHAPES.scooterSeat, TONES.trim, TONES.trim, 8) +
    line([204, 224], [232, 244], TONES.trim, 8) +
    lamp(196, 200, 12) +
    rect(480, 130, 494, 140, 3, `fill="${TONES.tail}"`)
  );
}

export function motorcycleSide(body: MotorcycleBody, paint: Paint): string {
  const style = styleOf(body);
  if (style === 'scooter') return scooterSide(paint);
  const frame =
    line([440, 62], [335, 96], TONES.trim, 14) +
    line([335, 110], [470, 158], TONES.trim, 8) +
    wheelAt(150, 62) +
    wheelAt(440, 62) +
    rect(232, 56, 338, 150, 14, `fill="${CASING}"`) +
    '<path d="M244 -100H326M244 -116H326M244 -132H326" stroke="#6b7179" stroke-width="5"/>' +
    '<path d="M246 -78C270 -36 340 -42 388 -72" fill="none" stroke="#b8bec5" stroke-width="11" stroke-linecap="round"/>' +
    rect(380, 60, 484, 92, 14, EXHAUST) +
    line([214, 198], [335, 112], TONES.trim, 12) +
    line([150, 62], [214, 200], FORK, 12) +
    `<path d="M108 -116Q150 -152 194 -120" fill="none" stroke="${paint.base}" stroke-width="9" stroke-linecap="round"/>`;
  const bodywork =
    painted(SHAPES.tank, paint, 14) +
    shape(SHAPES.seat, TONES.trim, TONES.trim, 8) +
    shape(SHAPES.tail, paint.base, paint.line, 6) +
    rect(514, 172, 528, 182, 3, `fill="${TONES.tail}"`) +
    line([214, 202], [240, 228], TONES.trim, 8);
  if (style === 'faired') {
    return (
      frame +
      bodywork +
      painted(SHAPES.fairing, paint, 12) +
      glass(SHAPES.fairingScreen) +
      `<path d="${polygon(SHAPES.fairingLamp)}" fill="${TONES.lamp}"/>`
    );
  }
  const front =
    style === 'adventure'
      ? glass(SHAPES.tallScreen) + shape(SHAPES.beak, paint.base, paint.line, 6)
      : '';
  return frame + bodywork + lamp(196, 184, 17) + front;
}

/** Front or rear view of a motorcycle, centred on x = 0. */
export function motorcycleEnd(body: MotorcycleBody, paint: Paint, end: 'front' | 'rear'): string {
  const style = styleOf(body);
  const tyre = rect(-17, 0, 17, wheelRadius(style) * 2, 15, `fill="${TONES.tyre}"`);
  const mirror = (side: number) =>
    line([side * 104, 226], [side * 118, 252], TONES.trim, 4) +
    `<ellipse cx="${side * 122}" cy="-256" rx="15" ry="9" fill="${TONES.trim}"/>`;
  const bars = line([-110, 224], [110, 224], TONES.trim, 8) + mirror(-1) + mirror(1);
  if (end === 'rear') {
    return (
      tyre +
      `<ellipse cx="58" cy="-80" rx="17" ry="15" ${EXHAUST}/>` +
      rect(-50, 150, 50, 176, 12, `fill="${TONES.trim}"`) +
      painted(SHAPES.endTail, paint, 12) +
      rect(-28, 86, 28, 112, 3, `fill="#f4f5f6" stroke="${TONES.metalEdge}"`) +
      rect(-26, 136, 26, 150, 5, `fill="${TONES.tail}"`) +
      bars
    );
  }
  if (style === 'scooter')
    return tyre + bars + painted(SHAPES.endApron, paint, 16) + lamp(0, 196, 16);
  const forks = [-1, 1].map((s) => rect(s * 22, 40, s * 31, 200, 3, `fill="${FORK}"`)).join('');
  const front =
    style === 'faired'
      ? painted(SHAPES.endFairing, paint, 16) + glass(SHAPES.endFairingScreen)
      : style === 'adventure'
        ? glass(SHAPES.endTallScreen)
        : '';
  return (
    tyre +
    `<ellipse cy="-206" rx="60" ry="20" fill="url(#p)" stroke="${paint.line}" stroke-width="2"/>` +
    rect(-86, 60, -36, 140, 10, `fill="${CASING}"`) +
    rect(36, 60, 86, 140, 10, `fill="${CASING}"`) +
    forks +
    rect(-24, 114, 24, 130, 8, `fill="${paint.base}" stroke="${paint.line}"`) +
    bars +
    front +
    (style === 'faired' ? lamp(0, 168, 16) : lamp(0, 184, 24))
  );
}
