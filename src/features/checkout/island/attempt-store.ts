import {
  attemptFor,
  attemptStorageKey,
  parseAttempt,
  type StoredAttempt,
} from '../../../lib/checkout/index.ts';

/**
 * The checkout attempt in sessionStorage: it outlives a reload or a network failure in this
 * tab, so a retry sends the same Idempotency-Key and the API answers with the same payment
 * instead of a second one. Storage that refuses (private mode, full) keeps it in memory.
 */
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
}

/** The key to send with these details: the stored attempt's when they match, else a new one. */
export function attemptKeyFor(
  site: string,
  carId: number,
  body: Readonly<Record<string, unknown>>,
): string {
  const storageKey = attemptStorageKey(site, carId);
  const attempt: StoredAttempt = attemptFor(parseAttempt(read(storageKey)), body, () =>
    crypto.randomUUID(),
  );
  write(storageKey, JSON.stringify(attempt));
  return attempt.key;
}

/** The Idempotency-Key of the attempt under way in this tab, if any. */
export function storedAttemptKey(site: string, carId: number): string | undefined {
  return parseAttempt(read(attemptStorageKey(site, carId)))?.key;
}

/** A definite answer ends the attempt: the next submit is a new one. */
export function endAttempt(site: string, carId: number): void {
  write(attemptStorageKey(site, carId), null);
}
