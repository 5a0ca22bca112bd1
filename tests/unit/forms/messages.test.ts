import { describe, expect, it } from 'vitest';
import { MESSAGES, tooLongMessage } from '../../../src/lib/forms/messages.ts';

describe('form messages', () => {
  it('carries every spec message word for word', () => {
    expect(MESSAGES.required).toBe('*This is a required field.');
    expect(MESSAGES.email).toBe('invalid email address');
    expect(MESSAGES.phone).toBe('Invalid phone number. Must be Australian or New Zealand number.');
    expect(MESSAGES.phoneTooLong).toBe('Invalid phone number. Too many characters.');
    expect(MESSAGES.postcode).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(MESSAGES.submitFailed).toBe('An error occurred when submitting this form');
    // The spec spells it so; the shopper sees exactly this.
    expect(MESSAGES.unexpected).toBe('An unexpected error occured');
  });

  it('names the bound of a value that is too long', () => {
    expect(tooLongMessage(100)).toBe('Please use at most 100 characters.');
  });
});
