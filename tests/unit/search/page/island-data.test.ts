import { describe, expect, it } from 'vitest';
import {
  islandDataJson,
  provideIslandData,
  takeIslandData,
} from '../../../../src/features/search/page/island-data.ts';
import type { SearchAppProps } from '../../../../src/features/search/page/types.ts';

const props = {
  pathname: '/search/subaru',
  siteName: 'Dealer </script><script>alert(1)</script>',
  now: '2026-11-21T00:00:00.000Z',
} as unknown as SearchAppProps;

describe('search island data', () => {
  it('writes JSON that cannot close its script element and parses back to the same data', () => {
    const json = islandDataJson(props);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(props);
  });

  it('gives the island at build time the very object its page provided, once', () => {
    provideIslandData('/search/subaru', props);
    expect(takeIslandData({ dataId: 'x', page: '/search/subaru' })).toBe(props);
    expect(() => takeIslandData({ dataId: 'x', page: '/search/subaru' })).toThrow(
      'No search data was provided for /search/subaru',
    );
  });

  it('keeps pages apart when several render at once', () => {
    const other = { ...props, pathname: '/search/used-cars' };
    provideIslandData('/search/subaru', props);
    provideIslandData('/search/used-cars', other);
    expect(takeIslandData({ dataId: 'x', page: '/search/used-cars' })).toBe(other);
    expect(takeIslandData({ dataId: 'x', page: '/search/subaru' })).toBe(props);
  });
});
