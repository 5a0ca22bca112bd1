/**
 * Site paths of the drawn illustrations. Generated stock points at
 * `/media/stock/{body}-{colour family}-{view}.svg`; the emitter writes exactly the files that
 * cars reference, so the URL format lives here, once.
 */
import type { SimpleBody } from '../../lib/stock/car.ts';
import { CAR_BODIES, MOTORCYCLE_BODIES } from '../../lib/stock/car.ts';
import type { ColourFamily } from './colours.ts';
import { isColourFamily } from './colours.ts';

export const STOCK_MEDIA_PREFIX = '/media/stock/';

/** Gallery views, in the order a car's gallery shows them (the first is the hero image). */
export const ILLUSTRATION_VIEWS = [
  'front-three-quarter',
  'side',
  'rear-three-quarter',
  'front',
  'rear',
  'detail',
] as const;
export type IllustrationView = (typeof ILLUSTRATION_VIEWS)[number];

export interface IllustrationRef {
  body: SimpleBody;
  colour: ColourFamily;
  view: IllustrationView;
}

export function illustrationUrl(ref: IllustrationRef): string {
  return `${STOCK_MEDIA_PREFIX}${ref.body}-${ref.colour}-${ref.view}.svg`;
}

const ALL_BODIES: readonly string[] = [...CAR_BODIES, ...MOTORCYCLE_BODIES];
const URL_PATTERN = /^\/media\/stock\/([A-Za-z]+)-([a-z]+)-([a-z-]+)\.svg$/;

/** The reverse of illustrationUrl; null for any other URL (dealer photos, the not-found image). */
export function parseIllustrationUrl(url: string): IllustrationRef | null {
  const match = URL_PATTERN.exec(url);
  if (!match) return null;
  const [, body = '', colour = '', view = ''] = match;
  if (!ALL_BODIES.includes(body) || !isColourFamily(colour)) return null;
  if (!(ILLUSTRATION_VIEWS as readonly string[]).includes(view)) return null;
  return { body: body as SimpleBody, colour, view: view as IllustrationView };
}
