import { describe, expect, it } from 'vitest';
import { isApiRequest } from '../../../src/server/api/app/path-guard.ts';
import { namesApi } from '../../../src/server/serve/site-routes.ts';

describe('namesApi', () => {
  const cases: [string, boolean][] = [
    ['/api', true],
    ['/api/leads', true],
    ['/%61pi/leads', true],
    ['/%61%70%69', true],
    ['/apiary', false],
    ['/finance', false],
    ['/', false],
    ['/%zz/api', false],
    ['/cars/%E2%82%AC', false],
  ];

  it.each(cases)('%s → %s', (pathname, expected) => {
    expect(namesApi(pathname)).toBe(expected);
  });

  it('agrees with isApiRequest for a request the catch-all route took', () => {
    for (const [pathname] of cases) {
      const request = { url: `${pathname}?q=1`, routeOptions: { url: '/*' } };
      expect(namesApi(pathname)).toBe(isApiRequest(request as never));
    }
  });
});
