import { describe, expect, it } from 'vitest';
import { NAVIGATION_ERROR } from '../../../src/lib/config/errors.ts';
import { headerItems } from '../../../src/lib/navigation/header-items.ts';

describe('headerItems', () => {
  it('returns the header menu items', () => {
    const header = [{ name: 'Finance', url: '/finance', mobileOpen: false }];
    expect(headerItems({ navigation: { header } })).toBe(header);
    expect(headerItems({ navigation: { header: [] } })).toEqual([]);
  });

  it.each([
    ['no navigation', {}],
    ['navigation null', { navigation: null }],
    ['navigation not an object', { navigation: 'menu' }],
    ['no header', { navigation: { footer: [] } }],
    ['header an object', { navigation: { header: { name: 'Finance' } } }],
    ['header a string', { navigation: { header: 'Finance' } }],
  ])('throws the spec message with %s', (_, dealer) => {
    expect(() => headerItems(dealer)).toThrow(NAVIGATION_ERROR);
    expect(NAVIGATION_ERROR).toBe('Cannot run without navigation');
  });
});
