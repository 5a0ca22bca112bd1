import { describe, expect, it } from 'vitest';
import {
  carTypeSearchPath,
  carTypeSegment,
  rewritePathPrefixes,
} from '../../../src/lib/navigation/car-type-path.ts';

const plain = { car_type_paths: {}, path_prefix_rewrites: [] };

describe('carTypeSearchPath', () => {
  it.each([
    ['new', '/search/new-cars'],
    ['demo', '/search/demo-cars'],
    ['used', '/search/used-cars'],
  ] as const)('%s → %s by default', (type, path) => {
    expect(carTypeSearchPath(type, plain)).toBe(path);
  });

  it('uses the dealer override for that type only', () => {
    const options = { ...plain, car_type_paths: { used: 'pre-owned-cars' } };
    expect(carTypeSearchPath('used', options)).toBe('/search/pre-owned-cars');
    expect(carTypeSearchPath('new', options)).toBe('/search/new-cars');
  });

  it('keeps two-level overrides', () => {
    expect(
      carTypeSearchPath('new', { ...plain, car_type_paths: { new: 'used/new-motorcycles' } }),
    ).toBe('/search/used/new-motorcycles');
  });

  it('applies prefix rewrites to the segment', () => {
    const options = {
      car_type_paths: { used: 'motopool-cars' },
      path_prefix_rewrites: [{ from: 'motopool-', to: 'subscription-cars-' }],
    };
    expect(carTypeSegment('used', options)).toBe('subscription-cars-cars');
    expect(carTypeSegment('new', options)).toBe('new-cars');
  });
});

describe('rewritePathPrefixes', () => {
  const rewrites = [
    { from: 'motopool-', to: 'subscription-cars-' },
    { from: 'moto', to: 'bike-' },
  ];

  it('rewrites each level that starts with a prefix, first rule winning', () => {
    expect(rewritePathPrefixes('motopool-toyota/motopool-corolla', rewrites)).toBe(
      'subscription-cars-toyota/subscription-cars-corolla',
    );
    expect(rewritePathPrefixes('motorcycles', rewrites)).toBe('bike-rcycles');
  });

  it('leaves levels that only contain the prefix elsewhere', () => {
    expect(rewritePathPrefixes('toyota-motopool-', rewrites)).toBe('toyota-motopool-');
  });

  it('is the identity without rewrites', () => {
    expect(rewritePathPrefixes('used-cars', [])).toBe('used-cars');
  });
});
