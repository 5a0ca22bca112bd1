/**
 * The favourites bar's island (React and the bar), downloaded once when first asked for; a
 * failed download (offline) is tried again the next time. bar-loader.ts decides when.
 */
type BarIsland = typeof import('./bar-mount.tsx');

let island: Promise<BarIsland> | undefined;

export function loadBarIsland(): Promise<BarIsland> {
  island ??= import('./bar-mount.tsx').catch((error: unknown) => {
    island = undefined;
    throw error;
  });
  return island;
}
