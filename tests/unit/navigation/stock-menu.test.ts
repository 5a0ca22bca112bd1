import { describe, expect, it } from 'vitest';
import { isExternal, stockMenuEntries } from '../../../src/lib/navigation/stock-menu.ts';

const options = { used_label: 'Used' as const, car_type_paths: {}, path_prefix_rewrites: [] };
const labels = (entries: { label: string }[]) => entries.map((e) => e.label);

describe('stockMenuEntries', () => {
  it('lists New, Demo and Used with their search paths', () => {
    expect(stockMenuEntries({ new: 3, demo: 1, used: 9 }, options)).toEqual([
      { label: 'New Cars', href: '/search/new-cars', external: false },
      { label: 'Demo Cars', href: '/search/demo-cars', external: false },
      { label: 'Used Cars', href: '/search/used-cars', external: false },
    ]);
  });

  it('drops New and Demo without stock, but always keeps Used', () => {
    expect(labels(stockMenuEntries({ new: 0, demo: 2, used: 0 }, options))).toEqual([
      'Demo Cars',
      'Used Cars',
    ]);
    expect(labels(stockMenuEntries({ new: 5, demo: 0, used: 0 }, options))).toEqual([
      'New Cars',
      'Used Cars',
    ]);
  });

  it('labels and routes used cars as Pre-Owned when configured', () => {
    const preOwned = {
      ...options,
      used_label: 'Pre-Owned' as const,
      car_type_paths: { used: 'pre-owned-cars' },
    };
    expect(stockMenuEntries({ new: 0, demo: 0, used: 4 }, preOwned)).toEqual([
      { label: 'Pre-Owned Cars', href: '/search/pre-owned-cars', external: false },
    ]);
  });

  it('applies path prefix rewrites', () => {
    const rewrites = {
      ...options,
      car_type_paths: { demo: 'motopool-demo' },
      path_prefix_rewrites: [{ from: 'motopool-', to: 'subscription-cars-' }],
    };
    expect(stockMenuEntries({ new: 0, demo: 1, used: 0 }, rewrites)[0]?.href).toBe(
      '/search/subscription-cars-demo',
    );
  });

  it('ends with Virtual Showroom only when configured', () => {
    const showroom = { ...options, virtual_showroom_url: 'https://showroom.example.com/tour' };
    expect(stockMenuEntries({ new: 1, demo: 1, used: 1 }, showroom).at(-1)).toEqual({
      label: 'Virtual Showroom',
      href: 'https://showroom.example.com/tour',
      external: true,
    });
    expect(
      stockMenuEntries(
        { new: 1, demo: 0, used: 1 },
        { ...options, virtual_showroom_url: '/virtual-showroom' },
      ).at(-1),
    ).toEqual({ label: 'Virtual Showroom', href: '/virtual-showroom', external: false });
    expect(labels(stockMenuEntries({ new: 1, demo: 1, used: 1 }, options))).not.toContain(
      'Virtual Showroom',
    );
  });
});

describe('isExternal', () => {
  it('is true only for absolute http(s) links', () => {
    expect(isExternal('https://a.example')).toBe(true);
    expect(isExternal('HTTP://a.example')).toBe(true);
    expect(isExternal('/finance')).toBe(false);
    expect(isExternal('tel:0255501234')).toBe(false);
  });
});
