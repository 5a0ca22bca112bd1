import { describe, expect, it } from 'vitest';
import {
  addCounts,
  countsFromExitCode,
  countsFromPlaywright,
  countsFromVitest,
  formatTestSummary,
  withExitCode,
} from '../../../src/server/build/test-summary.ts';

describe('formatTestSummary', () => {
  it('prints passed and failed', () => {
    expect(formatTestSummary({ passed: 12, failed: 0, skipped: 0 })).toBe('12 passed, 0 failed');
  });

  it('adds skipped only when some were skipped', () => {
    expect(formatTestSummary({ passed: 3, failed: 1, skipped: 2 })).toBe(
      '3 passed, 1 failed, 2 skipped',
    );
  });
});

describe('countsFromVitest', () => {
  it('reads the JSON reporter totals, todo counted as skipped', () => {
    const counts = countsFromVitest({
      numPassedTests: 10,
      numFailedTests: 2,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [],
    });
    expect(counts).toEqual({ passed: 10, failed: 2, skipped: 2 });
  });

  it('counts a file that failed to load as a failure', () => {
    const counts = countsFromVitest({
      numPassedTests: 4,
      numFailedTests: 0,
      testResults: [
        { status: 'failed', assertionResults: [] },
        { status: 'passed', assertionResults: [{}] },
      ],
    });
    expect(counts.failed).toBe(1);
  });
});

describe('countsFromPlaywright', () => {
  it('counts flaky as passed and global errors as failures', () => {
    const counts = countsFromPlaywright({
      stats: { expected: 5, unexpected: 1, flaky: 2, skipped: 3 },
      errors: [{ message: 'webServer exited early' }],
    });
    expect(counts).toEqual({ passed: 7, failed: 2, skipped: 3 });
  });
});

describe('countsFromExitCode', () => {
  it('counts a check that exited 0 as one passed test', () => {
    expect(countsFromExitCode(0)).toEqual({ passed: 1, failed: 0, skipped: 0 });
  });

  it('counts a non-zero exit, or a check that never started, as one failure', () => {
    expect(countsFromExitCode(1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(countsFromExitCode(2)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(countsFromExitCode(null)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});

describe('withExitCode', () => {
  it('turns a crashed runner with no report into one failure', () => {
    expect(withExitCode(countsFromVitest(null), 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('leaves counts alone when the runner succeeded or already reported failures', () => {
    expect(withExitCode({ passed: 2, failed: 0, skipped: 0 }, 0).failed).toBe(0);
    expect(withExitCode({ passed: 2, failed: 3, skipped: 0 }, 1).failed).toBe(3);
  });
});

describe('addCounts', () => {
  it('sums the runners', () => {
    expect(
      addCounts({ passed: 1, failed: 2, skipped: 3 }, { passed: 10, failed: 20, skipped: 30 }),
    ).toEqual({ passed: 11, failed: 22, skipped: 33 });
  });
});
