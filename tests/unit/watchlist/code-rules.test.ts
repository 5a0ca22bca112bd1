import { describe, expect, it } from 'vitest';
import {
  CODE_MESSAGE,
  codeError,
  normaliseCode,
  resendLabel,
  resendSecondsLeft,
} from '../../../src/lib/watchlist/code-rules.ts';

describe('sign-in code', () => {
  it.each(['123456', '000000', ' 123 456 ', '123-456'])('accepts %j', (raw) => {
    expect(codeError(raw)).toBeUndefined();
  });

  it.each(['', '12345', '1234567', '12345a', '١٢٣٤٥٦', '12 34'])('refuses %j', (raw) => {
    expect(codeError(raw)).toBe(CODE_MESSAGE);
  });

  it('sends the digits only', () => {
    expect(normaliseCode(' 123-456 ')).toBe('123456');
  });
});

describe('resend countdown', () => {
  const sent = 1_000_000;
  it('counts whole seconds down to 0 and never below', () => {
    expect(resendSecondsLeft(sent, 30, sent)).toBe(30);
    expect(resendSecondsLeft(sent, 30, sent + 100)).toBe(30);
    expect(resendSecondsLeft(sent, 30, sent + 29_001)).toBe(1);
    expect(resendSecondsLeft(sent, 30, sent + 30_000)).toBe(0);
    expect(resendSecondsLeft(sent, 30, sent + 90_000)).toBe(0);
  });

  it('labels the button with the time left', () => {
    expect(resendLabel(0)).toBe('Send a new code');
    expect(resendLabel(27)).toBe('Send a new code in 0:27');
    expect(resendLabel(65)).toBe('Send a new code in 1:05');
  });
});
