import { blend, contrastRatio, isDark, relativeLuminance } from './colour.ts';

const AA = 4.5;

/**
 * `colour`, nudged towards black or white just enough to read as text (AA) on every one of
 * `backgrounds`: brand colours are often too light for body links or eyebrows on white.
 */
export function readableOn(colour: string, backgrounds: readonly string[]): string {
  const towards = backgrounds.some((bg) => isDark(bg)) ? '#ffffff' : '#000000';
  for (let step = 0; step <= 20; step++) {
    const candidate = step === 0 ? colour : blend(colour, towards, step * 0.05);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= AA)) return candidate;
  }
  return towards;
}

/**
 * A quieter version of `text` on `bg`: mixed into the background as far as `maxAmount`
 * while keeping `minRatio` (AA text by default; 3 for control borders). Falls back to `text`.
 */
export function softened(text: string, bg: string, maxAmount = 0.3, minRatio = AA): string {
  for (let amount = maxAmount; amount > 0.001; amount -= 0.05) {
    const candidate = blend(text, bg, amount);
    if (contrastRatio(candidate, bg) >= minRatio) return candidate;
  }
  return text;
}

/**
 * Hover/pressed shade of a filled colour: moved away from its text colour, so contrast grows.
 * A fill already near black or white has nowhere to go, so it moves towards its text colour
 * instead, as long as the pair stays at AA.
 */
export function pressed(fill: string, onFill: string, amount = 0.14): string {
  const away = blend(fill, isDark(onFill) ? '#ffffff' : '#000000', amount);
  if (Math.abs(relativeLuminance(away) - relativeLuminance(fill)) > 0.01) return away;
  const towards = blend(fill, onFill, amount);
  return contrastRatio(towards, onFill) >= AA ? towards : away;
}
