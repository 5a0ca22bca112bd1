import { describe, expect, it } from 'vitest';
import { formatReportLine, formatRunSummary } from '../../../src/server/build/report.ts';

describe('formatReportLine', () => {
  it('gives pages, seconds and bytes for a built dealer', () => {
    const line = formatReportLine({
      slug: 'kestrel-bay-subaru',
      status: 'built',
      pages: 1234,
      seconds: 4.2567,
      bytes: 9876543,
    });
    expect(line).toMatch(/^built\s+kestrel-bay-subaru\s+1,234 pages\s+4\.26 s\s+9,876,543 bytes$/);
  });

  it('marks a skipped dealer as unchanged and keeps its recorded size', () => {
    const line = formatReportLine({
      slug: 'a',
      status: 'skipped',
      pages: 1,
      seconds: 0.01,
      bytes: 10,
    });
    expect(line).toMatch(/^skipped\s+a\s+1 page\s+0\.01 s\s+10 bytes\s+\(unchanged\)$/);
  });

  it('keeps a failure to one line with the first line of the error', () => {
    const line = formatReportLine({
      slug: 'broken',
      status: 'failed',
      seconds: 0.5,
      error: 'dealers/broken/dealer.json: \n  - url: Invalid URL\n  - slug: Required',
    });
    expect(line).toBe(
      'FAILED   broken  after 0.50 s: dealers/broken/dealer.json: url: Invalid URL (+1 more)',
    );
    expect(line).not.toContain('\n');
  });

  it('keeps a single-line error whole', () => {
    const line = formatReportLine({
      slug: 'x',
      status: 'failed',
      seconds: 1,
      error: 'boom: it broke',
    });
    expect(line).toBe('FAILED   x  after 1.00 s: boom: it broke');
  });

  it('pads slugs to a shared width so columns line up', () => {
    const short = formatReportLine(
      { slug: 'a', status: 'built', pages: 5, seconds: 1, bytes: 1 },
      6,
    );
    const long = formatReportLine(
      { slug: 'abcdef', status: 'built', pages: 5, seconds: 1, bytes: 1 },
      6,
    );
    expect(short.indexOf('5 pages')).toBe(long.indexOf('5 pages'));
  });
});

describe('formatRunSummary', () => {
  it('counts each status', () => {
    const summary = formatRunSummary(
      [
        { slug: 'a', status: 'built', pages: 1, seconds: 1, bytes: 1 },
        { slug: 'b', status: 'skipped', pages: 1, seconds: 0, bytes: 1 },
        { slug: 'c', status: 'failed', seconds: 1, error: 'x' },
      ],
      3.14159,
    );
    expect(summary).toBe('3 dealers in 3.14 s: 1 built, 1 skipped, 1 failed');
  });
});
