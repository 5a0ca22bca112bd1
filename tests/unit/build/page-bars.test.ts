import { describe, expect, it } from 'vitest';
import {
  formatCount,
  islandCodeWithoutIslands,
  judgePageBars,
  type SiteWeights,
} from '../../../src/server/build/bench/page-bars.ts';
import { DEFAULT_ROUTES } from '../../../src/server/build/bench/page-types.ts';
import { weight } from './page-weight-fixture.ts';

const KB = 1024;
const island = {
  islands: 2,
  islandFiles: ['/_astro/Search.js', '/_astro/client.js'],
  upFrontFiles: ['/_astro/Search.js', '/_astro/client.js', '/_astro/react.js'],
};

/** A site that clears every bar: search pages at 120 KB of JS, content pages without islands. */
function healthySite(slug = 'kestrel'): SiteWeights {
  return {
    slug,
    routes: DEFAULT_ROUTES,
    pages: [
      weight('/', 'home', { htmlBrotli: 14 * KB, images: 12 }),
      weight('/search/new-used-and-demo-cars', 'search', {
        ...island,
        htmlBrotli: 22 * KB,
        jsUpFront: 100 * KB,
        jsLater: 20 * KB,
        images: 30,
      }),
      weight('/search', 'search', { ...island, jsUpFront: 100 * KB, jsLater: 20 * KB }),
      weight('/search/new-cars', 'search', { ...island, jsUpFront: 100 * KB, jsLater: 25 * KB }),
      weight('/finance', 'content'),
      weight('/faqs', 'content'),
      weight('/404', 'not-found'),
    ],
  };
}

const line = (lines: string[], start: string) => lines.find((l) => l.includes(start)) ?? '';

describe('judgePageBars', () => {
  it('passes a healthy site and names the worst page of each bar', () => {
    const { lines, failed } = judgePageBars([healthySite()]);
    expect(failed).toBe(false);
    expect(lines).toEqual([
      'PASS  HTML per page, largest (kestrel /search/new-used-and-demo-cars): 22.00 KB (bar ≤ 30 KB)',
      'PASS  images without width and height: 0 of 47 images (bar 0)',
      'PASS  search page JS with the page (kestrel /search/new-used-and-demo-cars; 20.0 more on demand): 100.00 KB (bar ≤ 130 KB)',
      'PASS  search landing page, heaviest JS with the page (kestrel /search/new-cars; 25.0 more on demand): 100.00 KB (bar ≤ 130 KB)',
      'n/a   car page, heaviest JS: no such page in these sites',
      'PASS  content pages with islands: 0 of 2 pages (bar 0)',
      'PASS  pages without islands loading island code up front: 0 of 4 pages (bar 0)',
    ]);
  });

  it('fails a page over 30 KB of HTML, naming its dealer', () => {
    const heavy = healthySite('totara');
    heavy.pages.push(weight('/models', 'content', { htmlBrotli: 31 * KB }));
    const { lines, failed } = judgePageBars([healthySite(), heavy]);
    expect(failed).toBe(true);
    expect(lines[0]).toBe('FAIL  HTML per page, largest (totara /models): 31.00 KB (bar ≤ 30 KB)');
  });

  it('fails images without sizes and lists the first five with their files', () => {
    const site = healthySite();
    site.pages.push(
      weight('/brands/kia', 'content', {
        images: 7,
        unsizedImages: ['/a.png', '/b.png', '/c.png', '/d.png', '/e.png', '/f.png'],
      }),
    );
    const { lines, failed } = judgePageBars([site]);
    expect(failed).toBe(true);
    const at = lines.indexOf('FAIL  images without width and height: 6 of 54 images (bar 0)');
    expect(at).toBeGreaterThan(-1);
    expect(lines.slice(at + 1, at + 6)).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map(
        (n) => `      kestrel/brands/kia/index.html: <img src="/${n}.png">`,
      ),
    );
    expect(lines[at + 6]).not.toContain('/f.png');
  });

  it('fails a search page or landing page over 130 KB of JS loaded with the page', () => {
    const site = healthySite();
    site.pages[1] = { ...site.pages[1]!, jsUpFront: 131 * KB };
    site.pages.push(
      weight('/search/toyota/rav4', 'search', { ...island, jsUpFront: 131 * KB, jsLater: 2 * KB }),
    );
    const { lines, failed } = judgePageBars([site]);
    expect(failed).toBe(true);
    expect(line(lines, 'search page JS')).toMatch(/^FAIL .*131\.00 KB \(bar ≤ 130 KB\)$/);
    expect(line(lines, 'search landing page')).toMatch(
      /^FAIL .*\/search\/toyota\/rav4; 2\.0 more on demand\): 131\.00 KB/,
    );
  });

  it('finds the search page at the path the dealer configured', () => {
    const site = healthySite();
    site.routes = { ...DEFAULT_ROUTES, searchPath: '/search/new-cars' };
    expect(line(judgePageBars([site]).lines, 'search page JS')).toContain(
      'kestrel /search/new-cars;',
    );
  });

  it('says n/a when no site has its search page built', () => {
    const site = healthySite();
    site.routes = { ...DEFAULT_ROUTES, searchPath: '/search/elsewhere' };
    expect(line(judgePageBars([site]).lines, 'search page JS')).toBe(
      'n/a   search page JS: no such page in these sites',
    );
  });

  it('judges car pages against 90 KB once there are some', () => {
    const site = healthySite();
    site.pages.push(weight('/cars/a', 'car', { jsUpFront: 91 * KB, jsLater: 11 * KB }));
    const { lines, failed } = judgePageBars([site]);
    expect(failed).toBe(true);
    expect(line(lines, 'car page')).toBe(
      'FAIL  car page, heaviest JS with the page (kestrel /cars/a; 11.0 more on demand): 91.00 KB (bar ≤ 90 KB)',
    );
  });

  it('counts the code loaded with the page, not what it fetches on demand', () => {
    const site = healthySite();
    site.pages.push(weight('/cars/a', 'car', { jsUpFront: 12 * KB, jsLater: 114 * KB }));
    site.pages.push(weight('/cars/b', 'car', { jsUpFront: 30 * KB, jsLater: 0 }));
    const { lines, failed } = judgePageBars([site]);
    expect(failed).toBe(false);
    expect(line(lines, 'car page')).toBe(
      'PASS  car page, heaviest JS with the page (kestrel /cars/b; 0.0 more on demand): 30.00 KB (bar ≤ 90 KB)',
    );
  });

  it('fails content pages with islands, naming them', () => {
    const site = healthySite();
    site.pages.push(weight('/valuations', 'content', { ...island }));
    const { lines, failed } = judgePageBars([site]);
    expect(failed).toBe(true);
    const at = lines.indexOf('FAIL  content pages with islands: 1 of 3 pages (bar 0)');
    expect(lines[at + 1]).toBe('      kestrel /valuations');
  });

  it('fails a page without islands that loads island code up front', () => {
    const site = healthySite();
    site.pages.push(weight('/terms', 'content', { upFrontFiles: ['/_astro/client.js'] }));
    const { lines, failed } = judgePageBars([site]);
    expect(failed).toBe(true);
    expect(line(lines, 'pages without islands')).toBe(
      'FAIL  pages without islands loading island code up front: 1 of 5 pages (bar 0)',
    );
  });

  it('reports nothing to judge for no sites beyond zero counts', () => {
    const { lines, failed } = judgePageBars([]);
    expect(failed).toBe(false);
    expect(lines[0]).toBe('PASS  images without width and height: 0 of 0 images (bar 0)');
  });
});

describe('islandCodeWithoutIslands', () => {
  it('names island files a page without islands loads, but not shared or later code', () => {
    const site = healthySite();
    site.pages.push(
      weight('/service', 'content', {
        upFrontFiles: ['/_astro/react.js', '/_astro/Search.js', '/_astro/client.js'],
      }),
    );
    expect(islandCodeWithoutIslands(site)).toEqual([
      'kestrel /service: /_astro/Search.js, /_astro/client.js',
    ]);
  });

  it('looks only at island files of the same site', () => {
    const other = {
      ...healthySite('other'),
      pages: [weight('/x', 'content', { upFrontFiles: ['/_astro/client.js'] })],
    };
    expect(islandCodeWithoutIslands(other)).toEqual([]);
  });
});

describe('formatCount', () => {
  it('passes zero only', () => {
    expect(formatCount('things', 0, '3 pages')).toBe('PASS  things: 0 of 3 pages (bar 0)');
    expect(formatCount('things', 1, '3 pages')).toBe('FAIL  things: 1 of 3 pages (bar 0)');
  });
});
