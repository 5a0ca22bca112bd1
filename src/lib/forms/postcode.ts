import { MESSAGES } from './messages.ts';

/** §5 "Postcode: exactly 4 digits, max length 4" (Australia and New Zealand both write 4). */
export const POSTCODE_PATTERN = /^\d{4}$/;
export const POSTCODE_MAX_LENGTH = 4;

/** The §5 message when `value` is not a postcode; undefined when it is. */
export function postcodeError(value: string): string | undefined {
  return POSTCODE_PATTERN.test(value.trim()) ? undefined : MESSAGES.postcode;
}
