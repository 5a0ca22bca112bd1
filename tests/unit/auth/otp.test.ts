import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  codeCheck,
  codeExpiry,
  newCode,
  sendAllowance,
  signInMessage,
  tooManyCodesMessage,
  tooManyTriesWaitMessage,
  typedCode,
  type CodeStatus,
} from '../../../src/lib/auth/index.ts';

const NOW = new Date('2026-11-26T09:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

describe('newCode', () => {
  it('asks the random source for a whole number below one million, and keeps leading zeros', () => {
    const asked: [number, number][] = [];
    const source = (value: number) => (min: number, max: number) => {
      asked.push([min, max]);
      return value;
    };
    expect(newCode(source(0))).toBe('000000');
    expect(newCode(source(42))).toBe('000042');
    expect(newCode(source(999_999))).toBe('999999');
    expect(asked).toEqual([
      [0, 1_000_000],
      [0, 1_000_000],
      [0, 1_000_000],
    ]);
  });

  it('gives six digits spread over the range from crypto.randomInt', () => {
    const codes = Array.from({ length: 2_000 }, () => newCode(randomInt));
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    // 2,000 draws from a million collide a couple of times at most.
    expect(new Set(codes).size).toBeGreaterThan(1_990);
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });
});

describe('typedCode', () => {
  it.each([
    ['123456', '123456'],
    [' 123456 ', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['000123', '000123'],
    [123456, '123456'],
  ])('%o → %s', (raw, code) => {
    expect(typedCode(raw)).toBe(code);
  });

  it.each([
    ['12345'],
    ['1234567'],
    ['abcdef'],
    ['12345a'],
    ['１２３４５６'],
    [''],
    [12345],
    [null],
    [undefined],
    [{}],
    [['123456']],
  ])('refuses %o', (raw) => {
    expect(typedCode(raw)).toBeUndefined();
  });
});

describe('sendAllowance', () => {
  it('allows up to five sends in ten minutes', () => {
    for (let sent = 0; sent < 5; sent++) {
      const times = Array.from({ length: sent }, (_, i) => ago(i * MINUTE));
      expect(sendAllowance(times, NOW)).toEqual({ allowed: true });
    }
  });

  it('refuses the sixth until the oldest of the five leaves the window', () => {
    const times = [ago(8 * MINUTE), ago(6 * MINUTE), ago(4 * MINUTE), ago(2 * MINUTE), ago(0)];
    expect(sendAllowance(times, NOW)).toEqual({ allowed: false, retryAfterSeconds: 120 });
    // Any order.
    expect(sendAllowance([...times].reverse(), NOW)).toEqual({
      allowed: false,
      retryAfterSeconds: 120,
    });
  });

  it('with more than five in the window, waits until only four remain', () => {
    const times = [1, 2, 3, 4, 5, 6, 7].map((m) => ago(m * MINUTE));
    // Oldest first: 7, 6, 5 minutes ago must leave; the third leaves in 5 minutes.
    expect(sendAllowance(times, NOW)).toEqual({ allowed: false, retryAfterSeconds: 300 });
  });

  it('ignores sends ten minutes old or more, and sends in the future', () => {
    const old = [ago(10 * MINUTE), ago(11 * MINUTE), ago(60 * MINUTE)];
    const future = [new Date(NOW.getTime() + 1_000)];
    const recent = [ago(1), ago(2), ago(3), ago(4)];
    expect(sendAllowance([...old, ...future, ...recent], NOW)).toEqual({ allowed: true });
    expect(sendAllowance([ago(10 * MINUTE - 1), ...recent], NOW)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });
});

describe('codeCheck', () => {
  const code = (status: CodeStatus, checks: number, expiresIn = 5 * MINUTE) => ({
    status,
    checks,
    expiresAt: new Date(NOW.getTime() + expiresIn),
  });

  it('checks a live code with checks left', () => {
    for (let checks = 0; checks < 5; checks++)
      expect(codeCheck(code('live', checks), NOW)).toBe('check');
  });

  it('is exhausted after five checks, or once dead', () => {
    expect(codeCheck(code('live', 5), NOW)).toBe('exhausted');
    expect(codeCheck(code('dead', 5), NOW)).toBe('exhausted');
    expect(codeCheck(code('dead', 2), NOW)).toBe('exhausted');
  });

  it('matches nothing expired, replaced, used or missing', () => {
    expect(codeCheck(code('live', 0, 0), NOW)).toBe('none');
    expect(codeCheck(code('live', 0, -1), NOW)).toBe('none');
    expect(codeCheck(code('live', 0, 1), NOW)).toBe('check');
    expect(codeCheck(code('dead', 5, 0), NOW)).toBe('none');
    expect(codeCheck(code('replaced', 0), NOW)).toBe('none');
    expect(codeCheck(code('used', 1), NOW)).toBe('none');
    expect(codeCheck(undefined, NOW)).toBe('none');
  });
});

describe('texts', () => {
  it('expires a code ten minutes after it is sent', () => {
    expect(codeExpiry(NOW).toISOString()).toBe('2026-11-26T09:10:00.000Z');
  });

  it('words the text message as the contract does', () => {
    expect(signInMessage('Ironbark Motorcycles', '012345')).toBe(
      'Ironbark Motorcycles: your sign-in code is 012345. It expires in 10 minutes.',
    );
  });

  it.each([
    [0, '1 minute'],
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [300, '5 minutes'],
    [600, '10 minutes'],
  ])('rounds %i seconds up to %s', (seconds, words) => {
    expect(tooManyCodesMessage(seconds)).toBe(`Too many codes requested. Try again in ${words}.`);
    expect(tooManyTriesWaitMessage(seconds)).toBe(`Too many tries. Try again in ${words}.`);
  });
});
