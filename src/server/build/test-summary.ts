/** Test counts summed over runners; `.ci/run`'s last line is formatTestSummary of these. */
export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export const NO_TESTS: TestCounts = { passed: 0, failed: 0, skipped: 0 };

/** `N passed, N failed`, plus `, N skipped` only when something was skipped. */
export function formatTestSummary(counts: TestCounts): string {
  const line = `${counts.passed} passed, ${counts.failed} failed`;
  return counts.skipped > 0 ? `${line}, ${counts.skipped} skipped` : line;
}

export function addCounts(a: TestCounts, b: TestCounts): TestCounts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  };
}

/**
 * Counts from vitest's JSON report. A test file that fails before any test runs (an import
 * error) has no assertions, so it counts as one failure rather than vanishing.
 */
export function countsFromVitest(report: unknown): TestCounts {
  const r = asRecord(report);
  const brokenFiles = asArray(r['testResults']).filter((file) => {
    const f = asRecord(file);
    return f['status'] === 'failed' && asArray(f['assertionResults']).length === 0;
  }).length;
  return {
    passed: asNumber(r['numPassedTests']),
    failed: asNumber(r['numFailedTests']) + brokenFiles,
    skipped: asNumber(r['numPendingTests']) + asNumber(r['numTodoTests']),
  };
}

/**
 * Counts from Playwright's JSON report. Flaky tests passed on retry, so they pass; global
 * errors (a web server that never started, a broken config) each count as a failure.
 */
export function countsFromPlaywright(report: unknown): TestCounts {
  const r = asRecord(report);
  const stats = asRecord(r['stats']);
  return {
    passed: asNumber(stats['expected']) + asNumber(stats['flaky']),
    failed: asNumber(stats['unexpected']) + asArray(r['errors']).length,
    skipped: asNumber(stats['skipped']),
  };
}

/**
 * A check that reports only through its exit code (ESLint over the repo) counts as one test:
 * passed when it exited 0, failed otherwise (including when it could not start).
 */
export function countsFromExitCode(exitCode: number | null): TestCounts {
  return exitCode === 0 ? { ...NO_TESTS, passed: 1 } : { ...NO_TESTS, failed: 1 };
}

/**
 * A runner that exits non-zero must not leave the run green: when its report shows no
 * failure (it crashed, or wrote no report), count one.
 */
export function withExitCode(counts: TestCounts, exitCode: number | null): TestCounts {
  return exitCode !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function asNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
