/**
 * The phone a shopper signs in with: any spelling the forms accept (src/lib/forms phone
 * rules, spec §5), but only an AU or NZ mobile, since the code goes by text message. Its
 * E.164 form (+61412345678) is the account's identity, so every spelling of one number is
 * one account.
 */
import { phoneError, type PhoneRule } from '../forms/phone.ts';
import { COUNTRIES, marketFor, type Country } from '../market/index.ts';
import { formatPhone, nationalNumber } from '../phone/format.ts';
import { AUTH_MESSAGES } from './messages.ts';

export type MobileNumber =
  | { ok: true; e164: string; country: Country; national: string; display: string }
  | { ok: false; error: string };

/** A phone number checked and made canonical, or the message to show beside the field. */
export function mobileNumber(raw: unknown, rule: PhoneRule): MobileNumber {
  const typed = typeof raw === 'string' ? raw.trim() : '';
  const formError = phoneError(typed, rule);
  if (formError) return { ok: false, error: formError };
  const number = nationalNumber(typed, rule.region);
  const country = isMobile(number.digits, number.country)
    ? number.country
    : writtenNationally(typed)
      ? otherMarketMobile(number.digits, number.country)
      : undefined;
  if (!country) return { ok: false, error: AUTH_MESSAGES.notMobile };
  const { dialCode, trunkPrefix } = marketFor(country).phone;
  return {
    ok: true,
    e164: `+${dialCode}${number.digits.slice(trunkPrefix.length)}`,
    country,
    national: number.digits,
    display: formatPhone(number.digits, country),
  };
}

/** How a signed-in phone is shown: its national spelling ('0412 345 678', '021 555 1234'). */
export function displayE164(e164: string, siteCountry: Country): string {
  return formatPhone(e164, siteCountry);
}

function isMobile(digits: string, country: Country): boolean {
  return marketFor(country).phone.masks.some(
    ({ kind, pattern }) => kind === 'mobile' && pattern.test(digits),
  );
}

/** Written with a leading 0, no country code: the site's country decides unless it cannot. */
function writtenNationally(typed: string): boolean {
  return /^0[1-9]/.test(typed.replace(/[\s()[\].-]/g, ''));
}

/**
 * National digits that are no number at all in the site's country but a mobile in another
 * market ('021 555 123' on an Australian site, '0412 555 012' on a New Zealand one). A number
 * that is valid where the site is (an Australian 02 landline) is taken as that.
 */
function otherMarketMobile(digits: string, country: Country): Country | undefined {
  const known = marketFor(country).phone.masks.some(({ pattern }) => pattern.test(digits));
  if (known) return undefined;
  return COUNTRIES.find((other) => other !== country && isMobile(digits, other));
}

/** A number for a log line: country code and last three digits ('+61******678'). */
export function maskPhone(e164: string): string {
  if (e164.length <= 6) return '*'.repeat(e164.length);
  return `${e164.slice(0, 3)}${'*'.repeat(e164.length - 6)}${e164.slice(-3)}`;
}
