import { describe, expect, it } from 'vitest';
import { UNEXPECTED_MESSAGE, answerError, fieldError } from '../../../src/lib/watchlist/answers.ts';
import {
  ENTRY_STATES,
  entryStateView,
  isEntryState,
} from '../../../src/lib/watchlist/entry-state.ts';
import {
  watchlistPage,
  watchlistPathProblem,
  watchlistRouteParam,
} from '../../../src/lib/watchlist/page.ts';

describe('answerError', () => {
  it("shows the API's own message", () => {
    expect(answerError({ success: false, error: 'Please sign in to use your watchlist.' })).toBe(
      'Please sign in to use your watchlist.',
    );
  });

  it.each([null, 'text', {}, { error: '' }, { error: 42 }])('falls back for %j', (body) => {
    expect(answerError(body)).toBe(UNEXPECTED_MESSAGE);
    expect(answerError(body, 'Offline')).toBe('Offline');
  });
});

describe('fieldError', () => {
  it("reads a field's message from a 422 answer", () => {
    const body = { error: 'x', fields: { phone_number: 'Invalid phone number.' } };
    expect(fieldError(body, 'phone_number')).toBe('Invalid phone number.');
    expect(fieldError(body, 'code')).toBeUndefined();
    expect(fieldError({ fields: null }, 'phone_number')).toBeUndefined();
    expect(fieldError(null, 'phone_number')).toBeUndefined();
  });
});

describe('entry states', () => {
  it('keeps sold and gone cars on the list, greyed with the reason', () => {
    expect(entryStateView('available')).toEqual({
      label: 'Available',
      reason: null,
      inactive: false,
    });
    expect(entryStateView('reserved').inactive).toBe(false);
    expect(entryStateView('sold')).toMatchObject({ label: 'Sold', inactive: true });
    expect(entryStateView('gone').inactive).toBe(true);
    expect(entryStateView('gone').reason).toMatch(/no longer in stock/);
  });

  it('knows exactly the four states', () => {
    expect(ENTRY_STATES.every(isEntryState)).toBe(true);
    expect(isEntryState('in_stock')).toBe(false);
    expect(isEntryState(undefined)).toBe(false);
  });
});

describe('watchlistPage', () => {
  it('is the configured path when on, and nothing when off', () => {
    expect(watchlistPage({ enabled: true, path: '/watchlist' })).toEqual({
      path: '/watchlist',
      label: 'Watchlist',
    });
    expect(watchlistPage({ enabled: true, path: '/my/watched-cars/' })?.path).toBe(
      '/my/watched-cars',
    );
    expect(watchlistPage({ enabled: false, path: '/watchlist' })).toBeNull();
  });

  it('routes by the path without its slashes', () => {
    expect(watchlistRouteParam({ path: '/my/watched-cars', label: 'Watchlist' })).toBe(
      'my/watched-cars',
    );
  });
});

describe('watchlistPathProblem', () => {
  const on = (path: string) => ({ enabled: true, path });

  it('accepts a path of its own, and anything while the watchlist is off', () => {
    expect(watchlistPathProblem(on('/watchlist'), '/favourites')).toBeNull();
    expect(watchlistPathProblem(on('/my/watched-cars'), '/favourites')).toBeNull();
    expect(watchlistPathProblem({ enabled: false, path: '/cars' }, '/favourites')).toBeNull();
  });

  it.each([
    '/',
    '/compare',
    '/finance',
    '/cars',
    '/cars/watchlist',
    '/sign-in',
    '/search/x',
    '/favourites',
  ])('refuses %s, which another page serves', (path) => {
    expect(watchlistPathProblem(on(path), '/favourites')).toMatch(/^config\.watchlist\.path: /);
  });

  it("refuses the garage page's path", () => {
    expect(watchlistPathProblem(on('/my-garage/'), '/my-garage')).not.toBeNull();
  });
});
