import { pendingSaveKey, signedInHintKey } from '../../lib/watchlist/storage-keys.ts';

/** Storage can be blocked (private modes, settings): then there is simply no hint. */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Whether this browser may have a watchlist to show, or a car waiting to be saved. */
export function hasWatchWork(site: string): boolean {
  return (
    read(() => localStorage, signedInHintKey(site)) !== null ||
    read(() => sessionStorage, pendingSaveKey(site)) !== null
  );
}
