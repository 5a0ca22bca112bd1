import { describe, expect, it } from 'vitest';
import {
  ALL_BODIES,
  bodyGroups,
  bodySlug,
  modelsBodyHref,
} from '../../../src/lib/content/index.ts';
import { models } from './fixtures.ts';

describe('bodySlug', () => {
  it.each([
    ['SUV', 'suv'],
    ['Hatch', 'hatch'],
    ['People Mover', 'people-mover'],
    ['Sports & Performance', 'sports-performance'],
    ['Cab Chassis & Utes', 'cab-chassis-utes'],
    ['  Light   Trucks ', 'light-trucks'],
    ['4x4 & Off-Road', '4x4-off-road'],
  ])('%s → %s', (body, slug) => {
    expect(bodySlug(body)).toBe(slug);
  });
});

describe('modelsBodyHref', () => {
  it('links the models index filtered to a body, or to all bodies', () => {
    expect(modelsBodyHref('Cab Chassis & Utes')).toBe('/models?body=cab-chassis-utes');
    expect(modelsBodyHref(ALL_BODIES)).toBe('/models?body=all');
  });
});

describe('bodyGroups', () => {
  it('groups models by body in position order, first appearance deciding the group order', () => {
    const list = models([
      { name: 'WRX', body: 'Sports & Performance', position: 5 },
      { name: 'Forester', body: 'SUV', position: 2 },
      { name: 'Impreza', body: 'Hatch', position: 7 },
      { name: 'Crosstrek', body: 'SUV', position: 1 },
      { name: 'BRZ', body: 'Sports & Performance', position: 6 },
    ]);
    expect(
      bodyGroups(list).map((g) => [g.body, g.slug, g.href, g.models.map((m) => m.name)]),
    ).toEqual([
      ['SUV', 'suv', '/models?body=suv', ['Crosstrek', 'Forester']],
      [
        'Sports & Performance',
        'sports-performance',
        '/models?body=sports-performance',
        ['WRX', 'BRZ'],
      ],
      ['Hatch', 'hatch', '/models?body=hatch', ['Impreza']],
    ]);
  });

  it('treats bodies that differ only in case as one group', () => {
    const list = models([
      { name: 'A', body: 'SUV', position: 1 },
      { name: 'B', body: 'suv', position: 2 },
    ]);
    expect(bodyGroups(list)).toHaveLength(1);
  });

  it('is empty without models', () => {
    expect(bodyGroups([])).toEqual([]);
  });
});
