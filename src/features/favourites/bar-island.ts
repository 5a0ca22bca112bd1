/**
 * The favourites bar's island (React and the bar), downloaded once when first asked for; a
 * failed download (offline) is tried again the next time. bar-loader.ts decides when.
 */
import { downloadOnce } from '../../lib/loading/download-once.ts';

export const loadBarIsland = downloadOnce(() => import('./bar-mount.tsx'));
