import { describe, expect, it } from 'vitest';
import { brandMenuEntries } from '../../../src/lib/navigation/brands.ts';

const logo = (name: string) => ({ url: `/media/brands/${name}.svg` });
const manufacturer = (id: number, name: string, slug: string) => ({
  id,
  name,
  slug,
  logo: logo(slug),
});

describe('brandMenuEntries', () => {
  it('lists brand items sorted by name, case-insensitively', () => {
    const brand_items = [
      { name: 'Toyota', url: '/brands/toyota', logo: logo('toyota') },
      { name: 'kia', url: 'https://kia.example.com', logo: logo('kia') },
      { name: 'Hyundai', url: '/brands/hyundai', logo: logo('hyundai') },
    ];
    const entries = brandMenuEntries({
      brand_items,
      manufacturers: [manufacturer(1, 'Ford', 'ford')],
    });
    expect(entries.map((e) => e.name)).toEqual(['Hyundai', 'kia', 'Toyota']);
    expect(entries[1]).toEqual({ name: 'kia', url: 'https://kia.example.com', logo: logo('kia') });
  });

  it('falls back to manufacturers, linking their brand pages', () => {
    const entries = brandMenuEntries({
      brand_items: [],
      manufacturers: [manufacturer(2, 'Subaru', 'subaru'), manufacturer(1, 'Mazda', 'mazda')],
    });
    expect(entries).toEqual([
      { name: 'Mazda', url: '/brands/mazda', logo: logo('mazda') },
      { name: 'Subaru', url: '/brands/subaru', logo: logo('subaru') },
    ]);
  });

  it('does not reorder the dealer config', () => {
    const brand_items = [
      { name: 'Z', url: '/z', logo: logo('z') },
      { name: 'A', url: '/a', logo: logo('a') },
    ];
    brandMenuEntries({ brand_items, manufacturers: [] });
    expect(brand_items[0]?.name).toBe('Z');
  });

  it('is empty with neither', () => {
    expect(brandMenuEntries({ brand_items: [], manufacturers: [] })).toEqual([]);
  });
});
