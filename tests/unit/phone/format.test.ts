import { describe, expect, it } from 'vitest';
import { formatPhone, nationalNumber, telHref } from '../../../src/lib/phone/format.ts';

describe('nationalNumber', () => {
  it.each([
    ['02 5550 1234', 'AU', 'AU', '0255501234'],
    ['(02) 5550-1234', 'AU', 'AU', '0255501234'],
    ['+61 2 5550 1234', 'AU', 'AU', '0255501234'],
    ['0061 2 5550 1234', 'AU', 'AU', '0255501234'],
    ['61255501234', 'AU', 'AU', '0255501234'],
    ['+61 (0)2 5550 1234', 'AU', 'AU', '0255501234'],
    ['+64 9 555 1234', 'AU', 'NZ', '095551234'],
    ['0064 21 555 1234', 'NZ', 'NZ', '0215551234'],
    ['+61 412 555 012', 'NZ', 'AU', '0412555012'],
    ['+61 1300 555 012', 'AU', 'AU', '1300555012'],
    ['1300.555.012', 'AU', 'AU', '1300555012'],
  ] as const)('%s on a %s site is %s %s', (raw, site, country, digits) => {
    expect(nationalNumber(raw, site)).toEqual({ country, digits });
  });
});

describe('formatPhone (AU)', () => {
  it.each([
    ['0255501234', '02 5550 1234'],
    ['(03) 9555 0123', '03 9555 0123'],
    ['07-5555-0123', '07 5555 0123'],
    ['08 9555 0123', '08 9555 0123'],
    ['0412555012', '0412 555 012'],
    ['0512 555 012', '0512 555 012'],
    ['+61412555012', '0412 555 012'],
    ['1300555012', '1300 555 012'],
    ['1800 555 012', '1800 555 012'],
    ['131555', '13 15 55'],
    ['13 15 55', '13 15 55'],
    ['+61 2 5550 1234', '02 5550 1234'],
  ])('%s → %s', (raw, shown) => {
    expect(formatPhone(raw, 'AU')).toBe(shown);
  });

  it('leaves numbers that fit no mask as written (trimmed)', () => {
    expect(formatPhone(' 025550123 ', 'AU')).toBe('025550123');
    expect(formatPhone('09 555 1234', 'AU')).toBe('09 555 1234');
    expect(formatPhone('1900 555 012', 'AU')).toBe('1900 555 012');
    expect(formatPhone('', 'AU')).toBe('');
  });
});

describe('formatPhone (NZ)', () => {
  it.each([
    ['095551234', '09 555 1234'],
    ['(03) 555 1234', '03 555 1234'],
    ['04 555 1234', '04 555 1234'],
    ['06 555 1234', '06 555 1234'],
    ['07 555 1234', '07 555 1234'],
    ['021555123', '021 555 123'],
    ['0215551234', '021 555 1234'],
    ['02212345678', '022 1234 5678'],
    ['+64 21 555 1234', '021 555 1234'],
    ['0800555123', '0800 555 123'],
    ['0800 555 1234', '0800 555 1234'],
    ['0508 555 123', '0508 555 123'],
  ])('%s → %s', (raw, shown) => {
    expect(formatPhone(raw, 'NZ')).toBe(shown);
  });

  it('formats an Australian number on a New Zealand site by its +61 prefix', () => {
    expect(formatPhone('+61 2 5550 1234', 'NZ')).toBe('02 5550 1234');
  });

  it('reads a national 02 number on a New Zealand site as an NZ mobile', () => {
    expect(formatPhone('0255501234', 'NZ')).toBe('025 550 1234');
  });
});

describe('telHref', () => {
  it.each([
    ['02 5550 1234', 'AU', 'tel:+61255501234'],
    ['0412 555 012', 'AU', 'tel:+61412555012'],
    ['+61 (0)2 5550 1234', 'AU', 'tel:+61255501234'],
    ['1300 555 012', 'AU', 'tel:1300555012'],
    ['1800 555 012', 'AU', 'tel:1800555012'],
    ['13 15 55', 'AU', 'tel:131555'],
    ['09 555 1234', 'NZ', 'tel:+6495551234'],
    ['021 555 1234', 'NZ', 'tel:+64215551234'],
    ['0800 555 123', 'NZ', 'tel:0800555123'],
    ['+64 9 555 1234', 'AU', 'tel:+6495551234'],
  ] as const)('%s (%s) → %s', (raw, country, href) => {
    expect(telHref(raw, country)).toBe(href);
  });

  it('keeps the digits (and a leading plus) of numbers it cannot place', () => {
    expect(telHref('+44 20 7946 0958', 'AU')).toBe('tel:+442079460958');
    expect(telHref('555 0123', 'AU')).toBe('tel:5550123');
  });
});
