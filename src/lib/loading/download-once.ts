/**
 * A piece of code fetched on demand (an island, the watchlist's calls) is downloaded once and
 * shared by every caller; a failed download (offline) is forgotten, so the next call tries
 * again instead of handing back the same failure for the rest of the visit.
 */
export function downloadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
