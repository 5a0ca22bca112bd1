import { describe, expect, it } from 'vitest';
import {
  COLOUR_FAMILIES,
  colourFamilyOf,
  colourHex,
} from '../../../../src/demo/illustrations/colours.ts';

describe('colours', () => {
  it.each([
    ['Glacier White', 'white'],
    ['Crystal Pearl', 'white'],
    ['Eclipse Black', 'black'],
    ['Magnetic Grey', 'grey'],
    ['Deep Crystal Blue', 'navy'],
    ['Lunar Blue', 'blue'],
    ['Platinum Bronze', 'bronze'],
    ['Sonic Silver', 'silver'],
  ])('%s belongs to %s', (name, family) => {
    expect(colourFamilyOf(name)).toBe(family);
  });

  it('reads hex codes and falls back to silver for unknown names', () => {
    expect(colourHex('#ABC')).toBe('#aabbcc');
    expect(colourHex('#A1B2C3')).toBe('#a1b2c3');
    expect(colourHex('Mystery')).toBe(COLOUR_FAMILIES.silver);
  });
});
