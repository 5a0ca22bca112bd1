// Wide hero scenes (1600x700) per template, page banners, promo art and studio model shots.
import { illustrationSvg } from '../../src/demo/illustrations/illustration-svg.ts';
import { CAR_BODIES, MOTORCYCLE_BODIES, type SimpleBody } from '../../src/lib/stock/car.ts';
import type { Look } from './look.ts';
import { hash, mix, pick, svg } from './svg.ts';
import { drawVehicle } from './vehicles.ts';

const STUDIO_PAINTS = [
  '#1f56a8',
  '#b81f2b',
  '#f3f4f2',
  '#6b727a',
  '#2f6a47',
  '#e0692b',
  '#1e2b4d',
  '#c4c8cd',
];

function vehicleAt(style: string, paint: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${drawVehicle(style, { paint, ink: mix(paint, '#000000', 0.5) })}</g>`;
}

function sky(top: string, bottom: string): string {
  return (
    `<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1600" height="700" fill="url(#g)"/>`
  );
}

const trees = (xs: number[], ground: number, leaf: string) =>
  xs
    .map((x, i) => {
      const h = 120 + (i % 3) * 40;
      return (
        `<path d="M${x} ${ground}L${x + 4} ${ground - h}L${x + 10} ${ground}Z" fill="#e8ddd0"/>` +
        `<ellipse cx="${x + 4}" cy="${ground - h}" rx="${40 + (i % 2) * 14}" ry="30" fill="${leaf}"/>` +
        `<ellipse cx="${x - 22}" cy="${ground - h + 26}" rx="26" ry="18" fill="${leaf}"/>`
      );
    })
    .join('');

/** The home page hero for a template, with the vehicle on the right to leave room for copy. */
export function heroScene(look: Look, title: string): string {
  const accentPaint = look.accent;
  let body: string;
  switch (look.template) {
    case 'showroom': // coast at golden hour
      body =
        sky(mix(look.primary, '#4a78b5', 0.5), '#f6d7a8') +
        `<circle cx="420" cy="420" r="90" fill="#fff1c9" opacity=".7"/>` +
        `<path d="M0 430H1600V560H0Z" fill="${mix(look.primary, '#3f88c5', 0.6)}"/>` +
        `<path d="M0 440Q300 430 600 446M700 470Q1000 460 1300 476" stroke="#fff" stroke-width="3" opacity=".35" fill="none"/>` +
        `<path d="M0 430L200 330L420 380L560 430Z" fill="${mix(look.primary, '#2f5d3a', 0.55)}"/>` +
        `<path d="M1100 430L1300 360L1600 380V430Z" fill="${mix(look.primary, '#2f5d3a', 0.35)}"/>` +
        `<path d="M0 540Q800 500 1600 560V700H0Z" fill="#d9c29a"/>` +
        `<path d="M0 620Q800 560 1600 610V700H0Z" fill="#6b6f74"/>` +
        vehicleAt('suv', accentPaint, 900, 330, 2.6);
      break;
    case 'metro': {
      // City at dusk: towers with lit windows.
      const towers = [
        [60, 260],
        [200, 190],
        [330, 300],
        [470, 150],
        [620, 240],
        [760, 120],
        [900, 230],
        [1040, 170],
        [1180, 280],
        [1320, 200],
        [1460, 250],
      ].map(([x = 0, y = 0], i) => ({
        x,
        y,
        w: 110 + (i % 3) * 20,
        fill: mix(look.primary, '#ffffff', 0.12 + (i % 3) * 0.08),
      }));
      body =
        sky(mix(look.primary, '#000000', 0.3), mix(look.accent, '#ffd9b8', 0.6)) +
        `<defs><pattern id="w" width="40" height="36" patternUnits="userSpaceOnUse"><rect x="10" y="10" width="12" height="10" fill="#ffd98a" opacity=".55"/></pattern></defs>` +
        towers
          .map(
            (t) =>
              `<rect x="${t.x}" y="${t.y}" width="${t.w}" height="${560 - t.y}" fill="${t.fill}"/>` +
              `<rect x="${t.x}" y="${t.y}" width="${t.w}" height="${560 - t.y}" fill="url(#w)"/>`,
          )
          .join('') +
        `<path d="M0 540H1600V700H0Z" fill="#2b3038"/><path d="M0 600H1600" stroke="#e8e8e8" stroke-width="6" stroke-dasharray="60 40"/>` +
        vehicleAt('hatchback', '#f3f4f2', 500, 380, 1.8) +
        vehicleAt('suv', accentPaint, 880, 360, 2.3);
      break;
    }
    case 'coastal': // a volcanic cone above a harbour beach
      body =
        sky('#8cc4de', '#fbe9d0') +
        `<path d="M380 470Q520 220 640 240Q720 260 900 470Z" fill="${mix(look.primary, '#3a6b3f', 0.5)}"/>` +
        `<path d="M0 470H1600V560H0Z" fill="${mix(look.primary, '#47a3b8', 0.55)}"/>` +
        `<path d="M100 500Q400 486 700 504M900 520Q1200 506 1500 524" stroke="#fff" stroke-width="3" opacity=".4" fill="none"/>` +
        `<path d="M0 560Q800 520 1600 550V700H0Z" fill="#e6d2a8"/>` +
        trees([1420, 1520], 560, mix(look.primary, '#2f5d3a', 0.4)) +
        vehicleAt('ute', accentPaint, 880, 380, 2.5);
      break;
    case 'torque': // red-dirt road through the hills
      body =
        sky('#7fb2d9', '#f3dcc0') +
        `<path d="M0 450Q300 360 640 420T1600 400V470H0Z" fill="#8a8fb3" opacity=".7"/>` +
        `<path d="M0 470H1600V700H0Z" fill="#b85b2f"/>` +
        `<path d="M640 470H720L1000 700H300Z" fill="#8c4524"/><path d="M680 480L660 700" stroke="#e8c9a8" stroke-width="6" stroke-dasharray="30 30"/>` +
        trees([120, 300, 1380, 1520], 480, '#5f7a45') +
        vehicleAt('adventure', '#eef0f2', 920, 330, 2.6);
      break;
  }
  return svg(1600, 700, body, title);
}

/** A wide banner for content pages: dealer colours and a simple motif. */
export function pageBanner(look: Look, motif: 'keys' | 'drops' | 'plain', title: string): string {
  const light = mix(look.primary, '#ffffff', 0.85);
  const art =
    motif === 'keys'
      ? `<g fill="none" stroke="${light}" stroke-width="18" stroke-linecap="round"><circle cx="1140" cy="300" r="70"/>` +
        `<path d="M1200 340L1420 480M1330 422L1300 470M1380 455L1350 500"/></g>` +
        vehicleAt('suv', look.accent, 200, 330, 2)
      : motif === 'drops'
        ? `<path d="M0 520Q800 360 1600 520V700H0Z" fill="${look.accent}"/>` +
          [
            [300, 470, 22],
            [420, 440, 14],
            [560, 420, 28],
            [760, 404, 18],
            [940, 410, 24],
            [1120, 430, 12],
            [1280, 456, 20],
          ]
            .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".55"/>`)
            .join('')
        : '';
  return svg(
    1600,
    700,
    `<rect width="1600" height="700" fill="${look.primary}"/>` +
      `<circle cx="1400" cy="120" r="300" fill="${mix(look.primary, look.accent, 0.35)}" opacity=".6"/>` +
      art,
    title,
  );
}

/** 800x600 art for offers and promo cards: the vehicle on a branded backdrop. */
export function promoArt(look: Look, style: string, title: string): string {
  const paint = pick(STUDIO_PAINTS, hash(title));
  return svg(
    800,
    600,
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${mix(look.primary, '#ffffff', 0.2)}"/>` +
      `<stop offset="1" stop-color="${look.primary}"/></linearGradient></defs>` +
      `<rect width="800" height="600" fill="url(#g)"/><path d="M520 0H800V600H300Z" fill="${look.accent}" opacity=".85"/>` +
      `<ellipse cx="400" cy="490" rx="320" ry="24" fill="#000" opacity=".25"/>` +
      vehicleAt(style, paint, 64, 200, 2.8),
    title,
  );
}

/** Model body styles the stock illustrations know under another name. */
const STOCK_BODY: Record<string, SimpleBody> = {
  '4x4': 'suv',
  hardtop: 'suv',
  softtop: 'suv',
  hatch: 'hatchback',
  stationWagon: 'wagon',
};
const STOCK_BODIES: readonly string[] = [...CAR_BODIES, ...MOTORCYCLE_BODIES];

/** 800x600 studio shot for a model card, drawn by the stock layer so models match stock photos. */
export function modelImage(style: string, title: string): string {
  const body = STOCK_BODY[style] ?? (STOCK_BODIES.includes(style) ? (style as SimpleBody) : null);
  if (!body) throw new Error(`no stock illustration for model body style "${style}"`);
  return illustrationSvg(body, pick(STUDIO_PAINTS, hash(title)), 'front-three-quarter');
}
