import { describe, expect, it } from 'vitest';
import {
  formatHeadersFile,
  HeadersFileError,
  headersFor,
  parseHeadersFile,
  type HeaderRule,
} from '../../../src/lib/hosting/headers-file.ts';

const sample = `# Security headers for every answer
/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin

# Content-hashed build output
/_astro/*
  Cache-Control: public, max-age=31536000, immutable

/cars/:slug/
  X-Robots-Tag: noindex
`;

describe('parseHeadersFile', () => {
  it('reads pattern lines, indented header lines and skips comments and blank lines', () => {
    expect(parseHeadersFile(sample)).toEqual([
      {
        pattern: '/*',
        headers: [
          { name: 'X-Content-Type-Options', value: 'nosniff' },
          { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
      {
        pattern: '/_astro/*',
        headers: [{ name: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      { pattern: '/cars/:slug/', headers: [{ name: 'X-Robots-Tag', value: 'noindex' }] },
    ]);
  });

  it('keeps colons inside a value and trims around the first one', () => {
    const [rule] = parseHeadersFile(
      "/\n\tContent-Security-Policy:  img-src 'self' https://x.io  \n",
    );
    expect(rule?.headers).toEqual([
      { name: 'Content-Security-Policy', value: "img-src 'self' https://x.io" },
    ]);
  });

  it('reads CRLF line endings and indented comments', () => {
    const rules = parseHeadersFile('/a\r\n  # note\r\n  X-A: 1\r\n');
    expect(rules).toEqual([{ pattern: '/a', headers: [{ name: 'X-A', value: '1' }] }]);
  });

  it('reads a detach line as a header without a value', () => {
    const [rule] = parseHeadersFile('/x\n  ! X-Frame-Options\n');
    expect(rule?.headers).toEqual([{ name: 'X-Frame-Options', value: null }]);
  });

  it('keeps an absolute https pattern and a rule with no headers', () => {
    expect(parseHeadersFile('https://example.com/*\n/empty\n')).toEqual([
      { pattern: 'https://example.com/*', headers: [] },
      { pattern: '/empty', headers: [] },
    ]);
  });

  it.each([
    ['  X-A: 1\n', 1, 'a header line before any URL pattern'],
    ['/a\n  no colon here\n', 2, 'expected "Name: value"'],
    ['/a\n  Bad Name: 1\n', 2, '"Bad Name" is not a header name'],
    ['/a\n  !\n', 2, '"" is not a header name'],
    ['/a\n\nnot-a-path\n', 3, 'a pattern must start with / or https://'],
    ['http://example.com/\n', 1, 'a pattern must start with / or https://'],
  ])('rejects %j at line %i', (text, line, reason) => {
    expect(() => parseHeadersFile(text)).toThrow(new HeadersFileError(line, reason));
    expect(() => parseHeadersFile(text)).toThrow(`_headers line ${line}: ${reason}`);
  });
});

describe('headersFor', () => {
  const rules = parseHeadersFile(sample);

  it('applies every matching rule, top to bottom', () => {
    expect(headersFor(rules, '/_astro/app.1a2b.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it('matches a placeholder against exactly one path segment', () => {
    expect(headersFor(rules, '/cars/ford-ranger/')).toHaveProperty('X-Robots-Tag', 'noindex');
    expect(headersFor(rules, '/cars/ford/ranger/')).not.toHaveProperty('X-Robots-Tag');
    expect(headersFor(rules, '/cars//')).not.toHaveProperty('X-Robots-Tag');
    expect(headersFor(rules, '/cars/ford-ranger')).not.toHaveProperty('X-Robots-Tag');
  });

  it('lets a splat match any characters, slashes and nothing included', () => {
    const splat = parseHeadersFile('/docs/*\n  X-A: 1\n/*.json\n  X-B: 2\n');
    expect(headersFor(splat, '/docs/')).toEqual({ 'X-A': '1' });
    expect(headersFor(splat, '/docs/a/b/c.html')).toEqual({ 'X-A': '1' });
    expect(headersFor(splat, '/docs')).toEqual({});
    expect(headersFor(splat, '/search/index.json')).toEqual({ 'X-B': '2' });
  });

  it('matches an exact path only as written', () => {
    const exact = parseHeadersFile('/about/\n  X-A: 1\n/a.b\n  X-B: 2\n');
    expect(headersFor(exact, '/about/')).toEqual({ 'X-A': '1' });
    expect(headersFor(exact, '/about')).toEqual({});
    expect(headersFor(exact, '/About/')).toEqual({});
    // The dot is literal, not "any character".
    expect(headersFor(exact, '/axb')).toEqual({});
    expect(headersFor(exact, '/a.b')).toEqual({ 'X-B': '2' });
  });

  it('joins the values of a header named again, across rules and within one', () => {
    const joined = parseHeadersFile(
      '/*\n  Link: </a.css>; rel=preload\n/x\n  link: </b.js>; rel=preload\n  LINK: </c.js>\n',
    );
    expect(headersFor(joined, '/x')).toEqual({
      Link: '</a.css>; rel=preload, </b.js>; rel=preload, </c.js>',
    });
    expect(headersFor(joined, '/y')).toEqual({ Link: '</a.css>; rel=preload' });
  });

  it('detaches a header set by an earlier matching rule, and a later rule may set it again', () => {
    const detach = parseHeadersFile(
      '/*\n  X-Frame-Options: DENY\n  X-A: 1\n/embed/*\n  ! x-frame-options\n/embed/map\n  X-Frame-Options: SAMEORIGIN\n',
    );
    expect(headersFor(detach, '/embed/video')).toEqual({ 'X-A': '1' });
    expect(headersFor(detach, '/embed/map')).toEqual({
      'X-A': '1',
      'X-Frame-Options': 'SAMEORIGIN',
    });
    expect(headersFor(detach, '/')).toEqual({ 'X-Frame-Options': 'DENY', 'X-A': '1' });
  });

  it('never matches an absolute URL pattern against a bare pathname', () => {
    const absolute = parseHeadersFile('https://example.com/*\n  X-A: 1\n');
    expect(headersFor(absolute, '/')).toEqual({});
  });

  it('escapes regular-expression characters in the literal parts of a pattern', () => {
    const literal = parseHeadersFile('/a+(b)/[c]$\n  X-A: 1\n');
    expect(headersFor(literal, '/a+(b)/[c]$')).toEqual({ 'X-A': '1' });
    expect(headersFor(literal, '/aa(b)/[c]$')).toEqual({});
  });

  it('gives nothing when no rule matches', () => {
    expect(headersFor([], '/')).toEqual({});
  });
});

describe('formatHeadersFile', () => {
  const rules: HeaderRule[] = [
    { pattern: '/*', headers: [{ name: 'X-Content-Type-Options', value: 'nosniff' }] },
    {
      pattern: '/embed/*',
      headers: [
        { name: 'X-Frame-Options', value: null },
        { name: 'Cache-Control', value: 'public, max-age=0, must-revalidate' },
      ],
    },
  ];

  it('writes a pattern line, indented headers and a blank line between blocks', () => {
    expect(formatHeadersFile(rules)).toBe(
      [
        '/*',
        '  X-Content-Type-Options: nosniff',
        '',
        '/embed/*',
        '  ! X-Frame-Options',
        '  Cache-Control: public, max-age=0, must-revalidate',
        '',
      ].join('\n'),
    );
  });

  it('parses back to the same rules', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
    expect(parseHeadersFile(formatHeadersFile(parseHeadersFile(sample)))).toEqual(
      parseHeadersFile(sample),
    );
  });
});
