import { describe, expect, it } from 'vitest';
import { displayE164, maskPhone, mobileNumber } from '../../../src/lib/auth/index.ts';
import { phoneError, type PhoneRule } from '../../../src/lib/forms/phone.ts';

const AU: PhoneRule = { region: 'AU', allowUk: false };
const NZ: PhoneRule = { region: 'NZ', allowUk: false };
const AU_UK: PhoneRule = { region: 'AU', allowUk: true };
const INVALID = 'Invalid phone number. Must be Australian or New Zealand number.';
const TOO_MANY = 'Invalid phone number. Too many characters.';
const NOT_MOBILE = 'Enter a mobile number: the code is sent by text message.';

describe('mobileNumber', () => {
  it.each([
    ['0412 345 678', AU, '+61412345678', '0412 345 678'],
    ['0412345678', AU, '+61412345678', '0412 345 678'],
    ['+61 412 345 678', AU, '+61412345678', '0412 345 678'],
    ['0061 412 345 678', AU, '+61412345678', '0412 345 678'],
    ['(0412) 345-678', AU, '+61412345678', '0412 345 678'],
    ['+61 (0)412 345 678', AU, '+61412345678', '0412 345 678'],
    ['0512 345 678', AU, '+61512345678', '0512 345 678'],
    ['021 555 123', NZ, '+6421555123', '021 555 123'],
    ['021 555 1234', NZ, '+64215551234', '021 555 1234'],
    ['022 1234 5678', NZ, '+642212345678', '022 1234 5678'],
    ['+6421 555 1234', NZ, '+64215551234', '021 555 1234'],
    // Another market's mobile: by its code, or nationally where it is no number of the site's.
    ['+64 21 555 1234', AU, '+64215551234', '021 555 1234'],
    ['021 555 123', AU, '+6421555123', '021 555 123'],
    ['0412 345 678', NZ, '+61412345678', '0412 345 678'],
    ['+61412345678', NZ, '+61412345678', '0412 345 678'],
  ])('%s on an %s site is %s', (raw, rule, e164, display) => {
    expect(mobileNumber(raw, rule)).toMatchObject({ ok: true, e164, display });
  });

  it('gives the forms’ own message for every number the forms refuse', () => {
    for (const [raw, rule] of [
      ['', AU],
      ['12345', AU],
      ['1300 555 012', AU],
      ['abc', AU],
      ['+1 415 555 0100', AU],
      ['0412 345 678 999', NZ],
    ] as const) {
      const message = phoneError(raw, rule);
      expect(message, raw).toBeDefined();
      expect(mobileNumber(raw, rule)).toEqual({ ok: false, error: message });
    }
    // NZ sites take 14 characters at most, as the forms do.
    expect(mobileNumber('+64 21 555 1234', NZ)).toEqual({ ok: false, error: TOO_MANY });
    expect(mobileNumber(42, AU)).toEqual({ ok: false, error: INVALID });
    expect(mobileNumber(undefined, AU)).toEqual({ ok: false, error: INVALID });
  });

  it.each([
    ['02 5550 1234', AU],
    ['03 9555 0123', AU],
    ['0412 345 67', AU],
    ['09 555 1234', NZ],
    ['0800 555 123', NZ],
    // On an Australian site ten digits from 02 are a Sydney landline, not an NZ mobile.
    ['021 555 1234', AU],
    // A country code decides: +61 2… is Australian, and no Australian mobile.
    ['+61 21 555 123', AU],
    ['+64 4 555 1234', AU],
    ['+44 7911 123456', AU_UK],
  ])('refuses %s on an %s site as no AU or NZ mobile', (raw, rule) => {
    expect(mobileNumber(raw, rule)).toEqual({ ok: false, error: NOT_MOBILE });
  });
});

describe('displayE164 and maskPhone', () => {
  it('shows an E.164 number nationally', () => {
    expect(displayE164('+61412345678', 'AU')).toBe('0412 345 678');
    expect(displayE164('+64215551234', 'AU')).toBe('021 555 1234');
    expect(displayE164('+61412345678', 'NZ')).toBe('0412 345 678');
  });

  it('keeps only the country code and the last three digits for logs', () => {
    expect(maskPhone('+61412345678')).toBe('+61******678');
    expect(maskPhone('+6421555123')).toBe('+64*****123');
    expect(maskPhone('+6412')).toBe('*****');
  });
});
