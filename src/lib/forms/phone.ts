import type { Country } from '../market/index.ts';
import { nationalNumber } from '../phone/format.ts';
import { MESSAGES } from './messages.ts';

/** A dealer's phone validation (dealer option `phone_rules`): region, and UK 44 numbers. */
export interface PhoneRule {
  region: Country;
  allowUk: boolean;
}

/**
 * §5 "Phone (AU/NZ)": what the phone input is like per configured region. NZ-configured
 * sites take numeric input under 15 characters; a Record over every country, so adding a
 * market means deciding its input here.
 */
const INPUT_BY_REGION: Record<Country, { numeric: boolean; maxCharacters?: number }> = {
  AU: { numeric: false },
  NZ: { numeric: true, maxCharacters: 14 },
};

/**
 * §5 patterns over national digits: 0[2-578] + 8 digits (Australian landlines 02/03/07/08
 * and mobiles 04/05; NZ 0800/0508 freephone fit too), 0[34679] + 7 to 9 digits (NZ
 * landlines), and the NZ variant 02x mobiles of 9 to 11 digits ('021 555 123' to
 * '022 1234 5678'). Both countries' numbers are accepted on every site, as the message says.
 */
const AU_NZ_PATTERNS = [/^0[2-578]\d{8}$/, /^0[34679]\d{7,9}$/, /^02\d{7,9}$/];

/** A UK number written internationally: 44 (or 0044) and the 9 or 10 national digits. */
const UK_PATTERN = /^(?:00)?44(\d{9,10})$/;

/** Whether the phone input should bring up a numeric keypad (NZ-configured sites). */
export function phoneInputIsNumeric(rule: PhoneRule): boolean {
  return INPUT_BY_REGION[rule.region].numeric;
}

/** The most characters the phone input takes in this region, if it is bounded. */
export function phoneMaxCharacters(rule: PhoneRule): number | undefined {
  return INPUT_BY_REGION[rule.region].maxCharacters;
}

/**
 * §5: spaces, brackets, dashes, dots and plus stripped; +61/0061/+64/0064 become a national 0
 * number ('+61 412 555 012' → '0412555012'); a UK number keeps its 44 ('+44 7911 123456' →
 * '447911123456'). The lead carries this form.
 */
export function normalisePhone(raw: string, rule: PhoneRule): string {
  const { digits } = nationalNumber(raw.trim(), rule.region);
  const uk = UK_PATTERN.exec(digits);
  return uk ? `44${uk[1] ?? ''}` : digits;
}

/** Whether a normalised number is one the rule accepts. */
function accepted(digits: string, rule: PhoneRule): boolean {
  if (AU_NZ_PATTERNS.some((pattern) => pattern.test(digits))) return true;
  return rule.allowUk && UK_PATTERN.test(digits);
}

/**
 * The §5 message for a phone number the rule rejects, or undefined when it is valid. On
 * NZ-configured sites a number of 15 characters or more (as typed) gets the 'Too many
 * characters' message before its digits are looked at.
 */
export function phoneError(raw: string, rule: PhoneRule): string | undefined {
  const typed = raw.trim();
  const max = phoneMaxCharacters(rule);
  if (max !== undefined && typed.length > max) return MESSAGES.phoneTooLong;
  return accepted(normalisePhone(typed, rule), rule) ? undefined : MESSAGES.phone;
}
