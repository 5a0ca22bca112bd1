import { describe, expect, it } from 'vitest';
import { signInHref, signInTargets } from '../../../src/lib/watchlist/sign-in-link.ts';

describe('signInHref', () => {
  it('is the spec route with type=watchlist, redirect and back', () => {
    const href = signInHref({ redirect: '/cars/abc?x=1', back: '/cars/abc?x=1' });
    const url = new URL(href, 'https://dealer.example');
    expect(url.pathname).toBe('/sign-in');
    expect(url.searchParams.get('type')).toBe('watchlist');
    expect(url.searchParams.get('redirect')).toBe('/cars/abc?x=1');
    expect(url.searchParams.get('back')).toBe('/cars/abc?x=1');
  });

  it('never writes a target that is not a site path', () => {
    const href = signInHref({ redirect: '//evil.example', back: 'https://evil.example' });
    const url = new URL(href, 'https://dealer.example');
    expect(url.searchParams.get('redirect')).toBe('/');
    expect(url.searchParams.get('back')).toBe('/');
  });
});

describe('signInTargets', () => {
  it('reads redirect and back from the query string', () => {
    expect(signInTargets('?type=watchlist&redirect=%2Fwatchlist&back=%2Fcars%2Fabc')).toEqual({
      redirect: '/watchlist',
      back: '/cars/abc',
    });
  });

  it('makes each target safe on its own, falling back to /', () => {
    expect(signInTargets('?redirect=%2F%2Fevil.example&back=%2Fcompare')).toEqual({
      redirect: '/',
      back: '/compare',
    });
    expect(signInTargets('')).toEqual({ redirect: '/', back: '/' });
  });

  it('round-trips what signInHref wrote', () => {
    const targets = { redirect: '/search/used-cars?page=2#results', back: '/compare' };
    expect(signInTargets(new URL(signInHref(targets), 'https://x.example').search)).toEqual(
      targets,
    );
  });
});
