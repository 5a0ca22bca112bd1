import { describe, expect, it } from 'vitest';
import {
  KNOWN_MISSING_LINKS,
  type KnownMissingLink,
} from '../../../src/server/links/known-missing-links.ts';
import {
  judgeLinks,
  knownMissingEntry,
  knownMissingListProblems,
  matchesLinkPattern,
  type BrokenLink,
} from '../../../src/server/links/link-patterns.ts';

const entry = (pattern: string, issue = 11): KnownMissingLink => ({ pattern, issue, page: 'p' });
const broken = (path: string): BrokenLink => ({ path, linkedFrom: 3, example: '/' });

describe('matchesLinkPattern', () => {
  it.each([
    ['/cars/*', '/cars/2020-mazda-cx-5', true],
    ['/cars/*', '/cars/2020-mazda-cx-5/', true],
    ['/cars/*', '/cars', false],
    ['/cars/*', '/cars/2020-mazda-cx-5/checkout', false],
    ['/cars/*/checkout', '/cars/2020-mazda-cx-5/checkout', true],
    ['/cars/*/checkout', '/cars/2020-mazda-cx-5/buy-online', false],
    ['/print', '/print', true],
    ['/print', '/print/', true],
    ['/print', '/printer', false],
    ['/print', '/print/abc', false],
    ['/finance-pre-approval', '/finance', false],
  ])('%s against %s: %s', (pattern, sitePath, matches) => {
    expect(matchesLinkPattern(pattern, sitePath)).toBe(matches);
  });
});

describe('knownMissingEntry', () => {
  it('picks the most specific entry, whatever the list order', () => {
    const cars = entry('/cars/*', 11);
    const tradeIn = entry('/cars/trade-in', 12);

    expect(knownMissingEntry('/cars/trade-in', [cars, tradeIn])).toBe(tradeIn);
    expect(knownMissingEntry('/cars/trade-in', [tradeIn, cars])).toBe(tradeIn);
    expect(knownMissingEntry('/cars/abc', [cars, tradeIn])).toBe(cars);
  });

  it('is undefined when nothing matches', () => {
    expect(knownMissingEntry('/faqs', [entry('/cars/*')])).toBeUndefined();
  });
});

describe('judgeLinks', () => {
  it('sorts broken links into unknown ones and each entry’s, per site', () => {
    const cars = entry('/cars/*');
    const print = entry('/print');

    const verdict = judgeLinks(
      [
        { site: 'alpha', broken: [broken('/cars/a'), broken('/typo')] },
        { site: 'beta', broken: [broken('/cars/b'), broken('/print')] },
      ],
      [cars, print],
    );

    expect(verdict.unknown).toEqual([{ site: 'alpha', broken: [broken('/typo')] }]);
    expect(verdict.known).toEqual([
      {
        entry: cars,
        sites: [
          { site: 'alpha', broken: [broken('/cars/a')] },
          { site: 'beta', broken: [broken('/cars/b')] },
        ],
      },
      { entry: print, sites: [{ site: 'beta', broken: [broken('/print')] }] },
    ]);
    expect(verdict.stale).toEqual([]);
  });

  it('calls an entry stale when it accounts for no broken link on any site', () => {
    const cars = entry('/cars/*');
    const tradeIn = entry('/cars/trade-in', 12);

    // Car pages have landed; only the trade-in form is still missing.
    const verdict = judgeLinks(
      [{ site: 'alpha', broken: [broken('/cars/trade-in')] }],
      [cars, tradeIn],
    );

    expect(verdict.stale).toEqual([cars]);
    expect(verdict.unknown).toEqual([]);
  });

  it('passes sites with nothing broken and an empty list', () => {
    expect(judgeLinks([{ site: 'alpha', broken: [] }], [])).toEqual({
      unknown: [],
      known: [],
      stale: [],
    });
  });
});

describe('knownMissingListProblems', () => {
  it('finds nothing wrong with the list the check uses', () => {
    expect(knownMissingListProblems(KNOWN_MISSING_LINKS)).toEqual([]);
  });

  it('names patterns that are not site paths, partial wildcards, duplicates and missing issues', () => {
    const problems = knownMissingListProblems([
      entry('cars/*'),
      entry('/print?car_id=*'),
      entry('/cars/x*'),
      entry('/sign-in'),
      entry('/sign-in/'),
      entry('/watchlist', 0),
    ]);

    expect(problems).toEqual([
      "cars/*: a pattern is a site path starting with '/', without ? or #",
      "/print?car_id=*: a pattern is a site path starting with '/', without ? or #",
      "/cars/x*: '*' stands for a whole path segment",
      '/sign-in/: listed twice',
      '/watchlist: no issue number',
    ]);
  });
});
