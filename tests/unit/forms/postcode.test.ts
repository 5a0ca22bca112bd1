import { describe, expect, it } from 'vitest';
import { POSTCODE_MAX_LENGTH, postcodeError } from '../../../src/lib/forms/postcode.ts';

describe('postcodeError', () => {
  it.each(['2000', '0800', '6011', ' 3000 '])('accepts %s', (value) => {
    expect(postcodeError(value)).toBeUndefined();
  });

  it.each(['', '200', '20000', '2O00', '20 00', 'abcd', '-200'])(
    'rejects "%s" with the spec message',
    (value) => {
      expect(postcodeError(value)).toBe('Invalid postcode. Please enter a 4-digit number.');
    },
  );

  it('bounds the input at 4 characters', () => {
    expect(POSTCODE_MAX_LENGTH).toBe(4);
  });
});
