import { describe, expect, it } from 'vitest';
import {
  COMPARE_PATH,
  savedCarsPage,
  savedCarsPathProblem,
  savedCarsRouteParam,
} from '../../../src/lib/favourites/pages.ts';
import { options, type SavedCarsOption } from '../../../src/lib/config/options.ts';

const favourites: SavedCarsOption = { mode: 'favourites', header_links: ['favourites', 'compare'] };
const garage = (path: string): SavedCarsOption => ({ mode: 'garage', path, label: 'myGarage' });

describe('savedCarsPage', () => {
  it('is /favourites in favourites mode', () => {
    expect(savedCarsPage(favourites)).toEqual({ path: '/favourites', label: 'Favourites' });
  });

  it('is the configured garage page in garage mode', () => {
    expect(savedCarsPage(garage('/my-meridian-garage'))).toEqual({
      path: '/my-meridian-garage',
      label: 'myGarage',
    });
  });

  it('drops a trailing slash from the garage path', () => {
    expect(savedCarsPage(garage('/my-garage/')).path).toBe('/my-garage');
  });

  it('is /favourites with the config defaults', () => {
    expect(savedCarsPage(options.parse({}).saved_cars).path).toBe('/favourites');
  });

  it('keeps compare at /compare', () => expect(COMPARE_PATH).toBe('/compare'));
});

describe('savedCarsRouteParam', () => {
  it.each([
    [favourites, 'favourites'],
    [garage('/mybigboxcars'), 'mybigboxcars'],
    [garage('/my-meridian-garage/'), 'my-meridian-garage'],
    [garage('/account/my-garage'), 'account/my-garage'],
  ] as const)('routes %o to %s', (option, param) => {
    expect(savedCarsRouteParam(option)).toBe(param);
  });
});

describe('savedCarsPathProblem', () => {
  it('has none in favourites mode or for a free garage path', () => {
    expect(savedCarsPathProblem(favourites)).toBeNull();
    expect(savedCarsPathProblem(garage('/my-meridian-garage'))).toBeNull();
    expect(savedCarsPathProblem(garage('/favourites'))).toBeNull();
  });

  it.each(['/', '/compare', '/finance', '/cars/mine', '/search', '/compare/'])(
    'rejects %s',
    (path) => {
      expect(savedCarsPathProblem(garage(path))).toContain('config.saved_cars.path');
    },
  );
});
