import { describe, expect, it } from 'vitest';
import { canSave } from '../../../src/lib/favourites/can-save.ts';

const available = { sold: false, reserved: false, price: 29490, photos_count: 6 };

describe('canSave (spec §5 hidden buttons)', () => {
  it('allows an available, priced car with photos', () => expect(canSave(available)).toBe(true));
  it('hides for a sold car', () => expect(canSave({ ...available, sold: true })).toBe(false));
  it('hides for a reserved car', () =>
    expect(canSave({ ...available, reserved: true })).toBe(false));
  it.each([0, -1])('hides for a price of %i', (price) =>
    expect(canSave({ ...available, price })).toBe(false),
  );
  it('allows the smallest positive price', () =>
    expect(canSave({ ...available, price: 1 })).toBe(true));
  it('hides for a car without photos', () =>
    expect(canSave({ ...available, photos_count: 0 })).toBe(false));
});
