import { describe, expect, it } from 'vitest';
import {
  ILLUSTRATION_VIEWS,
  illustrationUrl,
  parseIllustrationUrl,
} from '../../../../src/demo/illustrations/illustration-urls.ts';
import { CAR_BODIES, MOTORCYCLE_BODIES } from '../../../../src/lib/stock/car.ts';

const ALL_BODIES = [...CAR_BODIES, ...MOTORCYCLE_BODIES];

describe('illustration URLs', () => {
  it('round-trips every body, colour family and view', () => {
    for (const body of ALL_BODIES) {
      for (const view of ILLUSTRATION_VIEWS) {
        const ref = { body, colour: 'navy' as const, view };
        expect(parseIllustrationUrl(illustrationUrl(ref))).toEqual(ref);
      }
    }
    expect(
      illustrationUrl({ body: 'peopleMover', colour: 'red', view: 'front-three-quarter' }),
    ).toBe('/media/stock/peopleMover-red-front-three-quarter.svg');
  });

  it.each([
    '/media/not-found.svg',
    '/media/stock/suv-red-side.png',
    '/media/stock/spaceship-red-side.svg',
    '/media/stock/suv-mauve-side.svg',
    '/media/stock/suv-red-top.svg',
    'https://cdn.example.com/media/stock/suv-red-side.svg',
    '/media/stock/../../etc-red-side.svg',
  ])('refuses %s', (url) => {
    expect(parseIllustrationUrl(url)).toBeNull();
  });
});
