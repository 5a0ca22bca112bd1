/**
 * Locally generated stock illustrations: a flat-style vehicle drawn in its paint colour on a
 * soft studio backdrop, 800×600, in one of several views so a car's gallery shows different
 * images. Pure: same inputs, same SVG string. Kept under 4 KB per file.
 */
import type { CarBody, MotorcycleBody, SimpleBody } from '../../lib/stock/car.ts';
import { CAR_BODIES } from '../../lib/stock/car.ts';
import { carEnd } from './car-ends.ts';
import { CAR_PROFILES } from './car-profiles.ts';
import { carDefs, carSide, carThreeQuarter } from './car-views.ts';
import type { IllustrationView } from './illustration-urls.ts';
import {
  MOTORCYCLE_X0 as BIKE_X0,
  MOTORCYCLE_X1 as BIKE_X1,
  motorcycleDefs,
  motorcycleEnd,
  motorcycleSide,
} from './motorcycle-views.ts';
import { paintFor, type Paint } from './paint.ts';
import { num } from './svg-geometry.ts';

export const ILLUSTRATION_WIDTH = 800;
export const ILLUSTRATION_HEIGHT = 600;
const GROUND_Y = 468;

const isCarBody = (body: SimpleBody): body is CarBody =>
  (CAR_BODIES as readonly string[]).includes(body);

function frame(paint: Paint, defs: string, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}">` +
    '<defs>' +
    '<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#f9fafb"/><stop offset=".6" stop-color="#e6e9ed"/><stop offset=".8" stop-color="#d9dde2"/><stop offset="1" stop-color="#eef0f2"/></linearGradient>' +
    '<radialGradient id="s"><stop offset="0" stop-opacity=".38"/><stop offset="1" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="f"><stop offset=".4" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    `<linearGradient id="p" x2="0" y2="1"><stop offset="0" stop-color="${paint.light}"/><stop offset=".5" stop-color="${paint.base}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient>` +
    '<linearGradient id="q" x2="0" y2="1"><stop offset="0" stop-color="#6a7b8e"/><stop offset="1" stop-color="#1f262e"/></linearGradient>' +
    defs +
    '</defs>' +
    `<rect width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="${GROUND_Y + 6}" rx="420" ry="90" fill="url(#f)"/>` +
    content +
    '</svg>'
  );
}

const num3 = (value: number) => String(Math.round(value * 1000) / 1000);

const shadow = (cx: number, width: number) =>
  `<ellipse cx="${num(cx)}" cy="${GROUND_Y + 2}" rx="${num(width / 2)}" ry="20" fill="url(#s)"/>`;

/** Places local-unit artwork: `x0..x1` wide, centred, scaled by `scale`, standing on the floor. */
function place(content: string, x0: number, x1: number, scale: number, groundY = GROUND_Y): string {
  const left = 400 - ((x0 + x1) / 2) * scale;
  return (
    shadow(400, (x1 - x0) * scale * 1.08) +
    `<g transform="translate(${num(left)} ${groundY}) scale(${num3(scale)})">${content}</g>`
  );
}

function carView(body: CarBody, paint: Paint, view: IllustrationView): string {
  const p = CAR_PROFILES[body];
  const depth = 0.11 * p.length;
  switch (view) {
    case 'side':
      return place(carSide(p, paint), 0, p.length, 640 / p.length);
    case 'front-three-quarter':
      return place(
        carThreeQuarter(p, paint, -depth, depth * 0.5),
        -depth,
        p.length,
        600 / (p.length + depth),
        GROUND_Y - 8,
      );
    case 'rear-three-quarter':
      return place(
        carThreeQuarter(p, paint, depth, depth * 0.5),
        0,
        p.length + depth,
        600 / (p.length + depth),
        GROUND_Y - 8,
      );
    case 'front':
    case 'rear': {
      const scale = Math.min(
        1.55,
        420 / p.front.width,
        360 / Math.max(p.front.height, p.extra === 'box' ? 330 : 0),
      );
      return place(carEnd(p, paint, view), -p.front.width / 2, p.front.width / 2, scale);
    }
    case 'detail': {
      // Close on the front wheel and lamp, as a detail photo would be.
      const [frontWheel] = p.wheels;
      const scale = 2.3;
      return `<g transform="translate(${num(400 - (frontWheel + 40) * scale)} ${num(300 + (p.wheelR + 40) * scale)}) scale(${scale})">${carSide(p, paint)}</g>`;
    }
  }
}

function motorcycleView(body: MotorcycleBody, paint: Paint, view: IllustrationView): string {
  const scale = 560 / (BIKE_X1 - BIKE_X0);
  const side = motorcycleSide(body, paint);
  // Three-quarter views: foreshortened and tilted a little, facing either way.
  const tilt = (direction: 1 | -1) => {
    const sx = direction * scale * 0.9;
    const left = 400 - ((BIKE_X0 + BIKE_X1) / 2) * sx;
    return (
      shadow(400, (BIKE_X1 - BIKE_X0) * scale) +
      `<g transform="matrix(${num3(sx)} ${num3(-0.06 * direction * scale)} 0 ${num3(scale)} ${num(left)} ${GROUND_Y})">${side}</g>`
    );
  };
  switch (view) {
    case 'side':
      return place(side, BIKE_X0, BIKE_X1, scale);
    case 'front-three-quarter':
      return tilt(1);
    case 'rear-three-quarter':
      return tilt(-1);
    case 'front':
    case 'rear':
      return place(motorcycleEnd(body, paint, view), -140, 140, 1.35);
    case 'detail':
      // Close on the tank and engine.
      return `<g transform="translate(${num(400 - 290 * 2.2)} ${num(300 + 150 * 2.2)}) scale(2.2)">${side}</g>`;
  }
}

/** A stock illustration for a body style, painted in `colour` (hex, family or paint name). */
export function illustrationSvg(
  body: SimpleBody,
  colour: string,
  view: IllustrationView = 'side',
): string {
  const paint = paintFor(colour);
  if (isCarBody(body)) return frame(paint, carDefs(CAR_PROFILES[body]), carView(body, paint, view));
  return frame(paint, motorcycleDefs(body), motorcycleView(body, paint, view));
}
