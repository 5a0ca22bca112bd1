/**
 * Flat-style car drawings in local units (see car-profiles.ts): a detailed side
 * layer, and a three-quarter view built by sweeping that side back in depth. Shared shapes go
 * in <defs> once and are reused with <use>, to keep files small.
 */
import type { CarProfile } from './car-profiles.ts';
import { TONES, type Paint } from './paint.ts';
import {
  archWell,
  bottomWithArches,
  closedRounded,
  num,
  path,
  polygon,
  rect,
  roundedOutline,
  shift,
  type Pt,
} from './svg-geometry.ts';

/** Wheels that sit under the body outline (a truck's rear wheels sit under its box instead). */
function wheelsUnderBody(p: CarProfile): number[] {
  const xs = p.body.map(([x]) => x);
  return p.wheels.filter((x) => x > Math.min(...xs) + p.wheelR && x < Math.max(...xs) - p.wheelR);
}

/** Parts that are not painted body but still have depth: a cab-chassis tray, a truck's box. */
function solids(p: CarProfile): string {
  const edge = (colour: string) => `stroke="${colour}" stroke-width="2"`;
  if (p.extra === 'tray') {
    return (
      rect(446, 80, 626, 112, 0, `fill="${TONES.trim}"`) +
      rect(452, 112, 640, 158, 3, `fill="${TONES.metal}" ${edge(TONES.metalEdge)}`)
    );
  }
  if (p.extra === 'box') {
    return (
      rect(180, 62, 660, 116, 0, `fill="${TONES.trim}"`) +
      rect(198, 116, 680, 330, 5, `fill="${TONES.panel}" ${edge('#c3c8ce')}`)
    );
  }
  return '';
}

/** #b: the body outline; #w: a wheel at the origin; #x: separate solids; #v: body and solids. */
export function carDefs(p: CarProfile): string {
  const first = p.body[0] as Pt;
  const last = p.body[p.body.length - 1] as Pt;
  const r = p.wheelR;
  const slot = (2 * Math.PI * r * 0.42) / 5;
  const outline =
    roundedOutline(p.body, 12) + bottomWithArches(last[0], first[0], p.sill, wheelsUnderBody(p), r);
  const wheel =
    `<g id="w"><circle r="${num(r)}" fill="${TONES.tyre}"/>` +
    `<circle r="${num(r * 0.64)}" fill="${TONES.rim}"/>` +
    // A dashed ring reads as five spokes.
    `<circle r="${num(r * 0.42)}" fill="none" stroke="${TONES.spoke}" stroke-width="${num(r * 0.3)}" stroke-dasharray="${num(slot * 0.55)} ${num(slot * 0.45)}"/>` +
    `<circle r="${num(r * 0.16)}" fill="${TONES.hub}"/></g>`;
  const extra = solids(p)
    ? `<g id="x">${solids(p)}</g><g id="v"><use href="#b"/><use href="#x"/></g>`
    : '';
  return `<path id="b" d="${outline}"/>${wheel}${extra}`;
}

function wheels(p: CarProfile, dx = 0, dh = 0): string {
  return p.wheels
    .map((x) => `<use href="#w" x="${num(x + dx)}" y="${num(-(p.wheelR + dh))}"/>`)
    .join('');
}

function extraDetails(p: CarProfile, paint: Paint): string {
  const trim = `fill="${TONES.trim}"`;
  switch (p.extra) {
    case 'roofRails':
      return rect(300, 228, 528, 236, 3, trim);
    case 'tub':
      return path('M452 -142H632', `stroke="${paint.line}" stroke-width="3"`);
    case 'tray': {
      const rail = `fill="${TONES.metalEdge}"`;
      return rect(452, 126, 640, 128, 0, rail) + rect(452, 158, 462, 214, 2, rail);
    }
    case 'box':
      return path('M662 -120V-326', 'stroke="#c3c8ce" stroke-width="2"');
    case 'openTop':
      return (
        rect(318, 110, 338, 150, 7, trim) +
        rect(404, 110, 424, 150, 7, trim) +
        rect(440, 108, 514, 120, 5, trim)
      );
    case 'camper':
      return (
        rect(300, 200, 380, 248, 8, 'fill="url(#q)"') +
        rect(520, 200, 600, 248, 8, 'fill="url(#q)"')
      );
    default:
      return '';
  }
}

/** Door mirror, door handles: left off buses and trucks, where they would read as noise. */
function doorFurniture(p: CarProfile, paint: Paint): string {
  if (p.extra === 'box' || p.extra === 'busWindows') return '';
  const [cowlX, cowlH] = p.windscreen[0];
  const belt = cowlH;
  const mirror: Pt[] = [
    [cowlX + 8, cowlH + 2],
    [cowlX + 32, cowlH + 2],
    [cowlX + 28, cowlH + 20],
    [cowlX + 6, cowlH + 16],
  ];
  const handles = p.seams.slice(1, 3).map(([x]) => rect(x - 44, belt - 30, x - 22, belt - 25, 2));
  return (
    path(polygon(mirror), `fill="${paint.base}" stroke="${paint.line}" stroke-width="1.5"`) +
    `<g fill="${paint.dark}">${handles.join('')}</g>`
  );
}

/** The near side with all its detail, in local units. */
export function carSide(p: CarProfile, paint: Paint): string {
  const belt = p.windscreen[0][1];
  const glassTop = Math.max(...(p.glass ?? [[0, belt]]).map(([, h]) => h));
  const wells = wheelsUnderBody(p).map((x) => archWell(x, p.sill, p.wheelR));
  let svg =
    path(wells.join(''), `fill="${TONES.well}"`) +
    `<use href="#b" fill="url(#p)" stroke="${paint.line}" stroke-width="2" stroke-linejoin="round"/>` +
    (solids(p) ? '<use href="#x"/>' : '') +
    extraDetails(p, paint);
  if (p.shoulder) {
    const [x0, x1, h] = p.shoulder;
    svg += path(
      `M${num(x0)} ${num(-h)}H${num(x1)}`,
      `stroke="${paint.light}" stroke-width="3" opacity=".7"`,
    );
  }
  const seams = p.seams.map(([x, h]) => `M${num(x)} ${num(-(p.sill + 4))}V${num(-h)}`);
  svg += path(seams.join(''), `stroke="${paint.line}" stroke-width="1.5" opacity=".6"`);
  if (p.glass) svg += path(closedRounded(p.glass, 6), 'fill="url(#q)"');
  if (p.pillars.length > 0) {
    const pillars = p.pillars.map((x) => rect(x - 5, belt - 2, x + 5, glassTop + 2));
    svg += `<g fill="${paint.base}">${pillars.join('')}</g>`;
  }
  return (
    svg +
    doorFurniture(p, paint) +
    path(
      polygon(p.headlight),
      `fill="${TONES.lamp}" stroke="${TONES.lampEdge}" stroke-width="2" stroke-linejoin="round"`,
    ) +
    path(
      polygon(p.taillight),
      `fill="${TONES.tail}" stroke="${TONES.tailEdge}" stroke-width="1.5" stroke-linejoin="round"`,
    ) +
    wheels(p)
  );
}

/** The parallelogram an edge sweeps when moved by (dx, dh). */
const sweep = (edge: readonly [Pt, Pt], dx: number, dh: number): Pt[] => [
  edge[0],
  edge[1],
  shift(edge[1], dx, dh),
  shift(edge[0], dx, dh),
];

/** What shows on the end face in a three-quarter view: grille and far lamp, or far lamp and plate. */
function endFace(p: CarProfile, dx: number, dh: number): string {
  const xs = p.body.map(([x]) => x);
  const move = (points: readonly Pt[], share: number) =>
    points.map((pt) => shift(pt, dx * share, dh * share));
  if (dx < 0) {
    const x = Math.min(...xs) + 2;
    const grille = move(
      sweep(
        [
          [x, p.sill + 14],
          [x, p.windscreen[0][1] - 34],
        ],
        dx * 0.8,
        dh * 0.8,
      ),
      0.1,
    );
    return (
      path(polygon(grille), `fill="${TONES.trim}"`) +
      path(
        polygon(move(p.headlight, 1)),
        `fill="${TONES.lamp}" stroke="${TONES.lampEdge}" stroke-width="2"`,
      )
    );
  }
  const x = Math.max(...xs) - 2;
  const plate = move(
    sweep(
      [
        [x, p.sill + 18],
        [x, p.sill + 40],
      ],
      dx * 0.3,
      dh * 0.3,
    ),
    0.35,
  );
  return (
    path(polygon(move(p.taillight, 1)), `fill="${TONES.tail}"`) +
    path(polygon(plate), `fill="#f4f5f6" stroke="${TONES.metalEdge}"`)
  );
}

/**
 * Three-quarter view by oblique projection: the body is stamped back along (dx, dh), which
 * fills in the roof, bonnet and end face; the windscreen (or rear glass) is swept too.
 * dx < 0 shows the front face, dx > 0 the rear.
 */
export function carThreeQuarter(p: CarProfile, paint: Paint, dx: number, dh: number): string {
  const steps = 8;
  const solid = solids(p) ? '#v' : '#b';
  let stamps = '';
  for (let k = steps; k >= 1; k--) {
    stamps += `<use href="${solid}" x="${num((dx * k) / steps)}" y="${num((-dh * k) / steps)}"/>`;
  }
  // Stamps are outlined in their own colour, wide enough to merge into one smooth solid.
  const merge = `stroke="${paint.side}" stroke-width="${num(Math.hypot(dx, dh) / steps + 2)}" stroke-linejoin="round"`;
  const face = dx < 0 ? p.windscreen : p.rearGlass;
  return (
    wheels(p, dx, dh) +
    `<g fill="${paint.side}" ${merge}>${stamps}</g>` +
    (face
      ? path(polygon(sweep(face, dx, dh)), `fill="url(#q)" stroke="${paint.line}" stroke-width="1"`)
      : '') +
    endFace(p, dx, dh) +
    carSide(p, paint)
  );
}
