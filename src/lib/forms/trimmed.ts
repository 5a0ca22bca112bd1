/**
 * A yup transform trimming text and passing anything else through untouched, so a forged
 * value of the wrong kind (an object, a list) meets the type check instead of crashing
 * yup's own `.trim()`.
 */
export function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}
