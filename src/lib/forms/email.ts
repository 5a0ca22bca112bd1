import { MESSAGES } from './messages.ts';

/**
 * §5 "Email: standard pattern": a local part, an @, and a domain with a dot and a top-level
 * domain of two letters or more (the pattern formik's own guide writes, without its old cap
 * of four letters on the top-level domain, so '.museum' and '.auction' pass).
 */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/** The §5 message when `value` is not an email address; undefined when it is. */
export function emailError(value: string): string | undefined {
  return EMAIL_PATTERN.test(value.trim()) ? undefined : MESSAGES.email;
}
