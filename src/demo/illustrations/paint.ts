/** The handful of tones a drawing needs, derived from one paint colour. */
import { colourHex, lightness, mixHex } from './colours.ts';

export interface Paint {
  base: string;
  light: string;
  dark: string;
  /** Outline: dark enough to hold a white car's edge against the pale backdrop. */
  line: string;
  /** The receding side of a three-quarter view. */
  side: string;
}

export function paintFor(colour: string): Paint {
  const base = colourHex(colour);
  const pale = lightness(base) > 0.75;
  return {
    base,
    light: mixHex(base, '#ffffff', pale ? 0.6 : 0.35),
    dark: mixHex(base, '#000000', pale ? 0.16 : 0.3),
    line: mixHex(base, '#000000', pale ? 0.3 : 0.45),
    side: mixHex(base, '#000000', pale ? 0.12 : 0.25),
  };
}

/** Fixed tones for glass, tyres, trim and lamps. */
export const TONES = {
  tyre: '#222529',
  well: '#15171a',
  trim: '#2b2f35',
  rim: '#c9ced4',
  spoke: '#8f959c',
  hub: '#6f767e',
  lamp: '#eef3f7',
  lampEdge: '#9aa3ad',
  tail: '#c8202f',
  tailEdge: '#7e1119',
  metal: '#b9bfc6',
  metalEdge: '#8c939b',
  panel: '#eef0f2',
} as const;
