import { describe, expect, it } from 'vitest';
import { emailError } from '../../../src/lib/forms/email.ts';

describe('emailError', () => {
  it.each([
    'jo@example.com',
    'jo.citizen+cars@mail.example.com.au',
    'JO_CITIZEN@EXAMPLE.NZ',
    'jo%x@sub-domain.example.museum',
    '  jo@example.com  ',
  ])('accepts %s', (value) => {
    expect(emailError(value)).toBeUndefined();
  });

  it.each([
    '',
    'jo',
    'jo@',
    '@example.com',
    'jo@example',
    'jo@example.c',
    'jo example@x.com',
    'jo@@example.com',
    'jo@exa mple.com',
  ])('rejects "%s" with the spec message', (value) => {
    expect(emailError(value)).toBe('invalid email address');
  });
});
