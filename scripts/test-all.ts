// npm test: unit + integration tests (vitest), then end-to-end tests (Playwright in Chromium).
// Both always run; each prints its usual output, and the very last line is the sum of both:
// `N passed, N failed` (`, N skipped` when any were skipped). Exits non-zero if anything failed.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/server/build/paths.ts';
import {
  NO_TESTS,
  addCounts,
  countsFromPlaywright,
  countsFromVitest,
  formatTestSummary,
  withExitCode,
  type TestCounts,
} from '../src/server/build/test-summary.ts';

const reportsDir = await mkdtemp(path.join(tmpdir(), 'forecourt-tests-'));
const vitestReport = path.join(reportsDir, 'vitest.json');
const playwrightReport = path.join(reportsDir, 'playwright.json');

const vitest = await runTool(
  'node_modules/vitest/vitest.mjs',
  [
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  {},
);
const unit = withExitCode(countsFromVitest(await readJson(vitestReport)), vitest);

const playwright = await runTool(
  'node_modules/@playwright/test/cli.js',
  ['test', '--pass-with-no-tests', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
);
const e2e = withExitCode(countsFromPlaywright(await readJson(playwrightReport)), playwright);

await rm(reportsDir, { recursive: true, force: true });
const total: TestCounts = addCounts(addCounts(NO_TESTS, unit), e2e);
console.log(`\nunit+integration: ${formatTestSummary(unit)}; e2e: ${formatTestSummary(e2e)}`);
console.log(formatTestSummary(total));
process.exitCode = total.failed > 0 ? 1 : 0;

/** Runs a tool's JS entry with this same Node (24), streaming its output; resolves its exit code. */
function runTool(
  entry: string,
  args: string[],
  env: Record<string, string>,
): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, entry), ...args], {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(`Could not run ${entry}: ${error.message}`);
      resolve(null);
    });
    child.on('close', (code) => resolve(code));
  });
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}
