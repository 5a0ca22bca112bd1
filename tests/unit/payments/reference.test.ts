import { describe, expect, it } from 'vitest';
import {
  isReservationReference,
  normaliseReference,
  reservationReference,
} from '../../../src/lib/payments/reference.ts';

describe('reservation references', () => {
  it('are RSV- and two groups of four Crockford symbols from the random bytes', () => {
    const reference = reservationReference(Uint8Array.from([0, 1, 2, 3, 31, 30, 29, 28]));
    expect(reference).toBe('RSV-0123-ZYXW');
    expect(isReservationReference(reference)).toBe(true);
  });

  it('use the low five bits of each byte, so every byte value maps to a symbol', () => {
    for (let byte = 0; byte < 256; byte++) {
      const reference = reservationReference(new Uint8Array(8).fill(byte));
      expect(isReservationReference(reference), String(byte)).toBe(true);
    }
  });

  it('never contain the look-alike letters I, L, O or U', () => {
    const all = Array.from({ length: 32 }, (_, i) =>
      reservationReference(new Uint8Array(8).fill(i)),
    );
    expect(all.join('')).not.toMatch(/[ILOU]/);
  });

  it('need eight random bytes', () => {
    expect(() => reservationReference(new Uint8Array(7))).toThrow(RangeError);
  });

  it('are recognised only in their exact form', () => {
    expect(isReservationReference('RSV-7K3M-Q9TX')).toBe(true);
    for (const bad of [
      'rsv-7k3m-q9tx',
      'RSV-7K3M-Q9T',
      'RSV7K3MQ9TX',
      'RSV-7K3M-Q9TU',
      'XYZ-7K3M-Q9TX',
    ]) {
      expect(isReservationReference(bad), bad).toBe(false);
    }
  });

  it('are read back as a person types them', () => {
    expect(normaliseReference('rsv 7k3m q9tx')).toBe('RSV-7K3M-Q9TX');
    expect(normaliseReference('7K3M-Q9TX')).toBe('RSV-7K3M-Q9TX');
    expect(normaliseReference('RSV-7K3M-QOTI')).toBe('RSV-7K3M-Q0T1');
    expect(normaliseReference('RSV-7K3M-Q9TL')).toBe('RSV-7K3M-Q9T1');
    expect(normaliseReference('RSV-7K3M-Q9TU')).toBeNull();
    expect(normaliseReference('RSV-7K3M')).toBeNull();
    expect(normaliseReference('')).toBeNull();
  });
});
