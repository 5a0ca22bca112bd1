import { describe, expect, it } from 'vitest';
import {
  cpuSplit,
  fitLine,
  formatBar,
  formatRouteCosts,
  judgeBars,
  formatBenchTable,
  formatFixedBreakdown,
  phaseSplit,
  type BenchRow,
} from '../../../src/server/build/bench/bench-stats.ts';

const row = (cars: number, pages: number, coldMs: number, generateMs: number): BenchRow => ({
  cars,
  pages,
  coldMs,
  generateMs,
  unchangedMs: 40,
  loadMs: 10,
  astroMs: generateMs + 300,
  postMs: 20,
  cpuColdMs: coldMs / 2,
  cpuGenerateMs: generateMs / 2,
});

describe('phaseSplit', () => {
  it('divides the generation phase by pages and calls the rest fixed', () => {
    expect(phaseSplit(row(500, 520, 1800, 1300))).toEqual({ perPageMs: 2.5, fixedMs: 500 });
  });
});

describe('cpuSplit', () => {
  it('splits CPU time the same way', () => {
    expect(cpuSplit(row(500, 520, 1800, 1300))).toEqual({ perPageMs: 1.25, fixedMs: 250 });
  });
});

describe('fitLine', () => {
  it('recovers intercept and slope from exact points', () => {
    const fit = fitLine([
      { pages: 50, ms: 400 + 50 * 2 },
      { pages: 500, ms: 400 + 500 * 2 },
      { pages: 5000, ms: 400 + 5000 * 2 },
    ]);
    expect(fit?.perPageMs).toBeCloseTo(2, 9);
    expect(fit?.fixedMs).toBeCloseTo(400, 6);
  });

  it('needs two distinct page counts', () => {
    expect(fitLine([{ pages: 5, ms: 1 }])).toBeNull();
    expect(
      fitLine([
        { pages: 5, ms: 1 },
        { pages: 5, ms: 2 },
      ]),
    ).toBeNull();
  });
});

describe('formatBenchTable', () => {
  it('prints one aligned row per size with ms per page and fixed seconds', () => {
    const lines = formatBenchTable([row(50, 60, 600, 120), row(5000, 5010, 9000, 8016)]).split(
      '\n',
    );
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /cars\s+pages\s+cold s\s+generate s\s+ms\/page\s+fixed s\s+unchanged s\s+5% changed s/,
    );
    expect(lines[2]).toMatch(
      /5,000\s+5,010\s+9\.00\s+8\.02\s+1\.60\s+0\.98\s+0\.04\s+-\s+0\.80\s+0\.49$/,
    );
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});

describe('formatBar', () => {
  it('says PASS within the bar and FAIL past it', () => {
    expect(formatBar('ms per page', 2.4, 2.5, 'ms')).toBe(
      'PASS  ms per page: 2.40 ms (bar ≤ 2.5 ms)',
    );
    expect(formatBar('fixed', 2.01, 2, 's')).toMatch(/^FAIL/);
  });
});

describe('judgeBars', () => {
  it('passes a fast generator and reports CPU figures after the wall-time bars', () => {
    const { lines, failed } = judgeBars([row(50, 60, 1100, 100), row(5000, 5010, 11000, 10000)]);
    expect(failed).toBe(false);
    expect(lines[0]).toMatch(/^PASS {2}ms per page \(5000 cars\): 2\.00 ms/);
    expect(lines.some((line) => line.startsWith('PASS  CPU ms per page'))).toBe(true);
  });

  it('fails on a slow page and does not judge ms per page while pages do not grow', () => {
    expect(judgeBars([row(50, 60, 1100, 100), row(5000, 5010, 31000, 30000)]).failed).toBe(true);
    const growing = judgeBars([
      row(50, 60, 1100, 100),
      row(500, 600, 1300, 300),
      row(5000, 700, 30000, 29000),
    ]);
    expect(growing.lines.some((line) => /^n\/a.*per-page cost grows/.test(line))).toBe(true);
    const flat = judgeBars([row(50, 60, 1100, 100), row(5000, 70, 1300, 300)]);
    expect(flat.lines[0]).toMatch(/^n\/a/);
  });
});

describe('formatRouteCosts', () => {
  it('lists the costliest routes first with their ms per page', () => {
    const lines = formatRouteCosts({
      '/finance': { pages: 1, ms: 5 },
      '/search/[...path]': { pages: 100, ms: 2500 },
      '/cars/[slug]': { pages: 1000, ms: 2000 },
    });
    expect(lines[0]).toMatch(/\/search\/\[\.\.\.path\]\s+100 pages\s+2\.50 s\s+25\.00 ms\/page/);
    expect(lines[2]).toContain('/finance');
  });
});

describe('formatFixedBreakdown', () => {
  it('names each step after Astro and leaves the rest to record and swap', () => {
    const line = formatFixedBreakdown({
      ...row(5000, 10_000, 60_000, 40_000),
      postMs: 9_000,
      postSteps: { media: 100, headers: 3_000, precompress: 5_000 },
    });
    expect(line).toContain(
      'after Astro 9.00 s (media 0.10, headers 3.00, precompress 5.00, record and swap 0.90)',
    );
    expect(line).toContain('fingerprint 10.69 s');
  });

  it('says what after Astro covers when the steps were not recorded', () => {
    expect(formatFixedBreakdown(row(50, 100, 1800, 1300))).toContain(
      'after Astro (media, illustrations, size, record, swap) 0.02 s',
    );
  });
});

describe('the 5 % changed rebuild', () => {
  it('is a column and a bar against 40 % of the cold build', () => {
    const rows = [
      { ...row(50, 100, 2000, 1000), changedMs: 700 },
      { ...row(500, 1000, 10_000, 8000), changedMs: 4500 },
    ];
    expect(formatBenchTable(rows)).toContain('5% changed s');
    const { lines, failed } = judgeBars(rows);
    expect(lines).toContain(
      'PASS  5 % of stock changed, share of cold (50 cars): 35.00 % (bar ≤ 40 %)',
    );
    expect(lines).toContain(
      'FAIL  5 % of stock changed, share of cold (500 cars): 45.00 % (bar ≤ 40 %)',
    );
    expect(failed).toBe(true);
  });

  it('shows a dash where it was not measured', () => {
    expect(formatBenchTable([row(50, 100, 2000, 1000)]).split('\n')[1]).toMatch(/ - /);
  });
});
