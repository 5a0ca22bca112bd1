/** Spec §9: column menus use 12 divided by column count (a 12-track grid span, at least 1). */
export function columnSpan(columnCount: number): number {
  if (!Number.isFinite(columnCount) || columnCount < 1) return 12;
  return Math.max(1, Math.floor(12 / Math.floor(columnCount)));
}
