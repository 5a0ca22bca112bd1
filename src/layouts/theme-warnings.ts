import type { Theme } from '../lib/config/index.ts';
import { contrastWarnings } from '../lib/theme/index.ts';

const warnedFiles = new Set<string>();

/**
 * Prints the dealer theme's AA contrast problems once per build (the layout renders on every
 * page, the warning belongs to the dealer file).
 */
export function warnThemeContrastOnce(theme: Theme, file: string): void {
  if (warnedFiles.has(file)) return;
  warnedFiles.add(file);
  for (const line of contrastWarnings(theme, file)) console.warn(`[forecourt] ${line}`);
}
