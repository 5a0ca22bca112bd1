import { describe, expect, it } from 'vitest';
import {
  EVENT_TIMING_FLOOR_MS,
  interactionDuration,
  percentile,
  summarise,
  summaryLine,
} from '../../../../src/lib/search/bench/interaction-stats.ts';

describe('percentile (nearest rank)', () => {
  it('takes the value at or below which p per cent of the samples lie', () => {
    expect(percentile([40, 10, 30, 20], 75)).toBe(30);
    expect(percentile([10, 20, 30, 40, 50], 75)).toBe(40);
    expect(percentile([10, 20, 30, 40, 50], 100)).toBe(50);
    expect(percentile([70], 75)).toBe(70);
  });

  it('refuses no samples and a percentile out of range', () => {
    expect(() => percentile([], 75)).toThrow(/no samples/);
    expect(() => percentile([1], 0)).toThrow(/out of range/);
    expect(() => percentile([1], 101)).toThrow(/out of range/);
  });
});

describe('interactionDuration', () => {
  it('is the longest Event Timing entry of the interaction', () => {
    expect(interactionDuration([24, 88, 40])).toBe(88);
  });

  it('is the 16 ms floor when no entry passed the threshold', () => {
    expect(interactionDuration([])).toBe(EVENT_TIMING_FLOOR_MS);
  });
});

describe('summarise', () => {
  it('passes at p75 ≤ 100 ms and worst ≤ 200 ms', () => {
    expect(summarise([60, 80, 100, 40])).toEqual({ runs: 4, p75Ms: 80, worstMs: 100, pass: true });
    expect(summarise([100, 100, 200, 16])).toMatchObject({ p75Ms: 100, worstMs: 200, pass: true });
  });

  it('fails on a p75 over 100 ms, or one run over 200 ms', () => {
    expect(summarise([104, 110, 120, 90]).pass).toBe(false);
    expect(summarise([30, 40, 50, 216]).pass).toBe(false);
  });

  it('judges against other bars when given', () => {
    expect(summarise([150, 150], { p75Ms: 150, worstMs: 150 }).pass).toBe(true);
  });
});

it('summaryLine names the dealer, the interaction, both figures and the verdict', () => {
  const line = summaryLine('ironbark-motorcycles', 'make', {
    runs: 5,
    p75Ms: 72.4,
    worstMs: 104,
    pass: true,
  });
  expect(line).toMatch(
    /^ironbark-motorcycles\s+make\s+p75\s+72 ms\s+worst\s+104 ms\s+pass\s+\(5 runs\)$/,
  );
  expect(summaryLine('t', 'sort', { runs: 1, p75Ms: 300, worstMs: 300, pass: false })).toContain(
    'FAIL',
  );
});
