import { describe, expect, it } from 'vitest';
import {
  formatWeightTable,
  heaviest,
  jsTotal,
  kb,
  median,
  summariseByKind,
} from '../../../src/server/build/bench/page-weights.ts';
import { weight } from './page-weight-fixture.ts';

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('heaviest', () => {
  it('returns the first item with the largest weight', () => {
    expect(heaviest(['a', 'ccc', 'bbb', 'dd'], (s) => s.length)).toBe('ccc');
    expect(heaviest([], () => 1)).toBeUndefined();
  });
});

describe('summariseByKind', () => {
  const pages = [
    weight('/search/new-cars', 'search', { htmlBrotli: 20_000, jsUpFront: 100_000 }),
    weight('/', 'home', { htmlBrotli: 14_000 }),
    weight('/finance', 'content', { htmlBrotli: 9_000 }),
    weight('/faqs', 'content', { htmlBrotli: 12_000, jsLater: 30_000 }),
    weight('/terms', 'content', { htmlBrotli: 8_000 }),
    weight('/search/new-used-and-demo-cars', 'search', {
      htmlBrotli: 22_000,
      jsUpFront: 100_000,
      jsLater: 30_000,
    }),
  ];

  it('gives counts, HTML median and max and the heaviest JS page per kind, in report order', () => {
    const rows = summariseByKind(pages);
    expect(rows.map((row) => row.kind)).toEqual(['home', 'search', 'content']);
    const [home, search, content] = rows;
    expect(home).toMatchObject({ label: 'home', pages: 1, htmlMedian: 14_000, htmlMax: 14_000 });
    expect(search).toMatchObject({ pages: 2, htmlMedian: 21_000, htmlMax: 22_000 });
    expect(search?.heaviestJs.path).toBe('/search/new-used-and-demo-cars');
    expect(content).toMatchObject({ pages: 3, htmlMedian: 9_000, htmlMax: 12_000 });
    expect(content?.heaviestJs.path).toBe('/faqs');
  });

  it('has no rows for no pages', () => {
    expect(summariseByKind([])).toEqual([]);
  });
});

describe('jsTotal and kb', () => {
  it('adds up front and later, and prints KB of 1,024 bytes', () => {
    expect(jsTotal(weight('/', 'home', { jsUpFront: 1000, jsLater: 24 }))).toBe(1024);
    expect(kb(1536)).toBe('1.5');
    expect(kb(0)).toBe('0.0');
  });
});

describe('formatWeightTable', () => {
  it('prints an aligned row per kind with KB figures and the heaviest JS page', () => {
    const lines = formatWeightTable(
      summariseByKind([
        weight('/', 'home'),
        weight('/search/new-used-and-demo-cars', 'search', {
          htmlBrotli: 22 * 1024,
          jsUpFront: 114.7 * 1024,
          jsLater: 28.6 * 1024,
        }),
      ]),
    ).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^page type\s+pages\s+HTML median\s+HTML max\s+JS up front\s+JS later\s+JS total\s+heaviest JS page$/,
    );
    expect(lines[1]).toMatch(/^home\s+1\s+10\.0\s+10\.0\s+2\.0\s+17\.0\s+19\.0\s+\/$/);
    expect(lines[2]).toMatch(
      /^search \+ landing\s+1\s+22\.0\s+22\.0\s+114\.7\s+28\.6\s+143\.3\s+\/search\/new-used-and-demo-cars$/,
    );
    // Every number column ends where its header does.
    const end = (line: string, text: string) => line.indexOf(text) + text.length;
    expect(end(lines[1] ?? '', '19.0')).toBe(end(lines[0] ?? '', 'JS total'));
    expect(end(lines[2] ?? '', '143.3')).toBe(end(lines[0] ?? '', 'JS total'));
  });
});
