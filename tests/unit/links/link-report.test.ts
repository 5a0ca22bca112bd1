import { describe, expect, it } from 'vitest';
import { linkCheckFails } from '../../../src/server/links/check-built-sites.ts';
import type { KnownMissingLink } from '../../../src/server/links/known-missing-links.ts';
import type { LinkVerdict } from '../../../src/server/links/link-patterns.ts';
import { formatLinkVerdict, formatSiteLine } from '../../../src/server/links/link-report.ts';

const cars: KnownMissingLink = { pattern: '/cars/*', issue: 11, page: 'car detail page' };
const print: KnownMissingLink = { pattern: '/print', issue: 11, page: 'printable car' };
const link = (path: string, linkedFrom = 2) => ({ path, linkedFrom, example: '/finance' });

const verdict: LinkVerdict = {
  unknown: [{ site: 'alpha', broken: [link('/typo', 1), link('/media/gone.jpg'), link('/old')] }],
  known: [
    {
      entry: cars,
      sites: [
        { site: 'alpha', broken: [link('/cars/a', 3), link('/cars/b')] },
        { site: 'beta', broken: [link('/cars/a', 1200)] },
      ],
    },
    { entry: print, sites: [] },
  ],
  stale: [print],
};

describe('formatLinkVerdict', () => {
  it('lists unknown links up to the cap, sums each entry and names stale entries', () => {
    expect(formatLinkVerdict(verdict, 2)).toEqual([
      'Broken links: no file answers them (fix the link, or add the page):',
      '  alpha: 3 broken paths',
      '    /typo  linked from 1 file, e.g. /finance',
      '    /media/gone.jpg  linked from 2 files, e.g. /finance',
      '    … and 1 more',
      'Known missing pages (src/server/links/known-missing-links.ts; the list must shrink to nothing):',
      '  /cars/*  issue 11, car detail page: 2 paths on 2 sites, 1,205 links',
      'Stale entries: they match no broken link any more; delete them from src/server/links/known-missing-links.ts:',
      '  /print  (issue 11, printable car)',
    ]);
  });

  it('says nothing when nothing is broken and nothing is listed', () => {
    expect(formatLinkVerdict({ unknown: [], known: [], stale: [] })).toEqual([]);
  });
});

describe('formatSiteLine', () => {
  it('gives the files, links, paths and broken count', () => {
    const check = { siteUrl: null, files: 1, links: 12_345, paths: 1, broken: [link('/x')] };

    expect(formatSiteLine('alpha', check)).toBe('alpha: 1 file, 12,345 links to 1 path, 1 broken');
  });
});

describe('linkCheckFails', () => {
  const clean: LinkVerdict = { unknown: [], known: [], stale: [] };

  it('fails on an unknown broken link', () => {
    expect(linkCheckFails({ ...clean, unknown: verdict.unknown }, false)).toBe(true);
  });

  it('fails on a stale entry only when every dealer was checked', () => {
    expect(linkCheckFails({ ...clean, stale: [print] }, true)).toBe(true);
    expect(linkCheckFails({ ...clean, stale: [print] }, false)).toBe(false);
  });

  it('passes known broken links', () => {
    expect(linkCheckFails({ ...clean, known: verdict.known }, true)).toBe(false);
  });
});
