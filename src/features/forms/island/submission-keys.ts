/**
 * Idempotency keys for one opening of a form (Contract 1: an Idempotency-Key per submission).
 * Sending the same body again (a retry after a dropped connection or a 5xx) reuses its key, so
 * the server replays its first answer instead of storing the lead twice; a changed body (the
 * shopper fixed a field after a refusal) gets a new key, since the server answers 409 to a key
 * reused with another body.
 */
export interface SubmissionKeys {
  keyFor(body: string): string;
}

export function submissionKeys(newKey: () => string): SubmissionKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(body) {
      let key = keys.get(body);
      if (key === undefined) {
        key = newKey();
        keys.set(body, key);
      }
      return key;
    },
  };
}
