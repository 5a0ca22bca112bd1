/**
 * One Idempotency-Key per checkout attempt. The key is kept (in sessionStorage, by the page)
 * with a fingerprint of what it was sent with, and reused while the details stay the same:
 * after a network failure, a reload or a retry, the API answers with the same payment intent
 * instead of charging again. Different details make a new attempt, since the API refuses a
 * key with another body (409); a definite refusal ends the attempt.
 */
export interface StoredAttempt {
  key: string;
  fingerprint: string;
}

/** Per car: two tabs checking out two cars keep two attempts. */
export function attemptStorageKey(siteSlug: string, carId: number): string {
  return `forecourt:${siteSlug}:checkout:${carId}`;
}

/** A stable text of the body: keys sorted, so property order never makes a new attempt. */
export function fingerprint(body: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(
    Object.keys(body)
      .sort()
      .map((key) => [key, body[key]]),
  );
}

export function parseAttempt(raw: string | null): StoredAttempt | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const { key, fingerprint: print } = data as Record<string, unknown>;
    return typeof key === 'string' && key !== '' && typeof print === 'string'
      ? { key, fingerprint: print }
      : null;
  } catch {
    return null;
  }
}

/** The attempt for this body: the stored one when the body is the same, else a new one. */
export function attemptFor(
  stored: StoredAttempt | null,
  body: Readonly<Record<string, unknown>>,
  newKey: () => string,
): StoredAttempt {
  const print = fingerprint(body);
  return stored && stored.fingerprint === print ? stored : { key: newKey(), fingerprint: print };
}
