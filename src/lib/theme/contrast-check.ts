import type { Theme } from '../config/index.ts';
import { contrastRatio } from './colour.ts';
import { resolvePalette, type Palette } from './palette.ts';

/** WCAG 2.2 AA minimum for normal-size text. */
export const AA_TEXT = 4.5;

type Colour = keyof Theme['colours'];

/** Text/background pairs the templates actually paint, foreground first. */
export const CHECKED_PAIRS: ReadonlyArray<readonly [Colour, Colour]> = [
  ['on_primary', 'primary'],
  ['on_accent', 'accent'],
  ['text', 'surface'],
  ['text', 'surface_alt'],
  ['muted', 'surface'],
  ['muted', 'surface_alt'],
  ['header_text', 'header_bg'],
  ['footer_text', 'footer_bg'],
];

/** Where an unset colour takes its value from (see resolvePalette). */
const DEFAULTS_FROM: Partial<Record<Colour, Colour>> = {
  header_bg: 'primary',
  header_text: 'on_primary',
  footer_bg: 'text',
  footer_text: 'surface',
};

export interface ContrastProblem {
  foreground: Colour;
  background: Colour;
  /** Dealer-file field paths, e.g. "theme.colours.on_primary". */
  fields: [string, string];
  colours: [string, string];
  ratio: number;
  required: number;
}

/** Token pairs below WCAG AA, in CHECKED_PAIRS order. */
export function contrastProblems(theme: Theme): ContrastProblem[] {
  const palette: Palette = resolvePalette(theme.colours);
  const problems: ContrastProblem[] = [];
  for (const [fg, bg] of CHECKED_PAIRS) {
    const ratio = contrastRatio(palette[fg], palette[bg]);
    if (ratio >= AA_TEXT) continue;
    problems.push({
      foreground: fg,
      background: bg,
      fields: [fieldName(theme, fg), fieldName(theme, bg)],
      colours: [palette[fg], palette[bg]],
      ratio,
      required: AA_TEXT,
    });
  }
  return problems;
}

/** One line per problem, naming the dealer file and fields, for build warnings. */
export function contrastWarnings(theme: Theme, file: string): string[] {
  return contrastProblems(theme).map(
    (p) =>
      `${file}: ${p.fields[0]} ${p.colours[0]} on ${p.fields[1]} ${p.colours[1]} has contrast ` +
      `${floor2(p.ratio)}:1, below WCAG AA ${p.required}:1`,
  );
}

function fieldName(theme: Theme, colour: Colour): string {
  const from = DEFAULTS_FROM[colour];
  const unset = theme.colours[colour] === undefined;
  return `theme.colours.${colour}` + (from && unset ? ` (unset, defaults to ${from})` : '');
}

/** Rounded down, so a failing 4.496 never reads as "4.50". */
function floor2(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}
