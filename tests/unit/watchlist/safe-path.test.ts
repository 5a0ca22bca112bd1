import { describe, expect, it } from 'vitest';
import { FALLBACK_PATH, safeSitePath } from '../../../src/lib/watchlist/safe-path.ts';

describe('safeSitePath', () => {
  it.each([
    ['/', '/'],
    ['/cars/2019-toyota-corolla-ascent', '/cars/2019-toyota-corolla-ascent'],
    ['/search/used-cars?page=2', '/search/used-cars?page=2'],
    ['/compare#table', '/compare#table'],
    ['/watchlist', '/watchlist'],
    ['/search?query=ford%20ranger', '/search?query=ford%20ranger'],
  ])('keeps the site path %s', (raw, expected) => {
    expect(safeSitePath(raw)).toBe(expected);
  });

  it('answers the path as a URL parser reads it, so what is followed is what was checked', () => {
    expect(safeSitePath('/cars/../compare')).toBe('/compare');
    expect(safeSitePath('/a/./b')).toBe('/a/b');
    expect(safeSitePath('/a b')).toBe('/a%20b');
  });

  it.each([
    ['another host, protocol-relative', '//evil.example/path'],
    ['protocol-relative with three slashes', '///evil.example'],
    ['backslash read as a slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['backslash later in the path', '/cars\\..\\..\\evil'],
    ['an absolute URL', 'https://evil.example/'],
    ['an absolute URL of this scheme without slashes', 'https:evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme with leading space', ' javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'cars/abc'],
    ['a dot path', './cars'],
    ['a bare host', 'evil.example'],
    ['encoded slash making //', '/%2Fevil.example'],
    ['encoded slashes', '%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slash', '/%252Fevil.example'],
    ['triple-encoded slash', '/%25252Fevil.example'],
    ['encoded scheme', '%6A%61vascript:alert(1)'],
    ['a tab (dropped by browsers: "/\t/evil" is "//evil")', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/cars\r\nSet-Cookie: x=1'],
    ['a NUL', '/cars\u0000'],
    ['DEL', '/cars\u007f'],
    ['a C1 control', '/cars\u0085'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/cars%0d%0aLocation:%20//evil'],
    ['a broken escape', '/cars/%E0%A4%A'],
    ['the empty string', ''],
    ['a path longer than any of ours', `/${'a'.repeat(3000)}`],
  ])('falls back to / for %s', (_what, raw) => {
    expect(safeSitePath(raw)).toBe(FALLBACK_PATH);
  });

  it('falls back to / when there is no value', () => {
    expect(safeSitePath(null)).toBe('/');
    expect(safeSitePath(undefined)).toBe('/');
  });
});
