import { describe, expect, it } from 'vitest';
import { PHONE_MASK_KEEP, maskPhone } from '../../../src/lib/cars/index.ts';

describe('maskPhone', () => {
  it('keeps the first 5 characters, as the spec says', () => {
    expect(PHONE_MASK_KEEP).toBe(5);
  });

  it('stars every character after the fifth, spaces included', () => {
    expect(maskPhone('02 4900 2222')).toBe('02 49*******');
  });

  it('masks a mobile number written without spaces', () => {
    expect(maskPhone('0412555012')).toBe('04125*****');
  });

  it('masks a +61 number after its first five characters', () => {
    expect(maskPhone('+61 2 4900 2222')).toBe('+61 2**********');
    expect(maskPhone('+61412555012')).toBe('+6141*******');
  });

  it('trims the number before counting', () => {
    expect(maskPhone('  13 15 55 ')).toBe('13 15***');
  });

  it('leaves a number of exactly 5 characters as it is', () => {
    expect(maskPhone('13 15')).toBe('13 15');
  });

  it('leaves a number shorter than 5 characters as it is', () => {
    expect(maskPhone('000')).toBe('000');
  });

  it('stars the sixth character of a 6-character number', () => {
    expect(maskPhone('131555')).toBe('13155*');
  });

  it('gives an empty string for an empty or blank number', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('   ')).toBe('');
  });
});
