// npm test: lint (ESLint over the repo, one test: passed when it finds no problem) beside unit +
// integration tests (vitest), then end-to-end tests (Playwright in Chromium). All three always
// run; the test runners print their usual output, ESLint only when it fails, and the very last
// line is the sum of all three: `N passed, N failed` (`, N skipped` when any were skipped).
// Exits non-zero if anything failed.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/server/build/paths.ts';
import {
  NO_TESTS,
  addCounts,
  countsFromExitCode,
  countsFromPlaywright,
  countsFromVitest,
  formatTestSummary,
  withExitCode,
  type TestCounts,
} from '../src/server/build/test-summary.ts';

const reportsDir = await mkdtemp(path.join(tmpdir(), 'forecourt-tests-'));
const vitestReport = path.join(reportsDir, 'vitest.json');
const playwrightReport = path.join(reportsDir, 'playwright.json');

// ESLint runs beside vitest: its output is captured (only worth reading when it found
// something) and printed once vitest is done, and its CPU fills the time vitest's first files
// spend waiting on servers and child processes.
console.log('Linting with ESLint, beside vitest…');
const colour = process.stdout.isTTY ? ['--color'] : [];
const eslintRun = runTool('node_modules/eslint/bin/eslint.js', ['.', ...colour], {}, 'capture');

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
const unit = withExitCode(countsFromVitest(await readJson(vitestReport)), vitest.code);

const eslint = await eslintRun;
if (eslint.code === 0) console.log('\nESLint: no problems.\n');
else console.log(`\nESLint failed (exit code ${eslint.code ?? 'none'}):\n${eslint.output}`);
const lint = countsFromExitCode(eslint.code);

const playwright = await runTool(
  'node_modules/@playwright/test/cli.js',
  ['test', '--pass-with-no-tests', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
);
const e2e = withExitCode(countsFromPlaywright(await readJson(playwrightReport)), playwright.code);

await rm(reportsDir, { recursive: true, force: true });
const total: TestCounts = [lint, unit, e2e].reduce(addCounts, NO_TESTS);
console.log(
  `\nlint: ${formatTestSummary(lint)}; unit+integration: ${formatTestSummary(unit)}; e2e: ${formatTestSummary(e2e)}`,
);
console.log(formatTestSummary(total));
process.exitCode = total.failed > 0 ? 1 : 0;

interface ToolRun {
  code: number | null;
  /** stdout and stderr as they came, when captured; empty when streamed. */
  output: string;
}

/**
 * Runs a tool's JS entry with this same Node (24), streaming its output (or capturing it, to
 * print only when it matters); resolves its exit code.
 */
function runTool(
  entry: string,
  args: string[],
  env: Record<string, string>,
  output: 'stream' | 'capture' = 'stream',
): Promise<ToolRun> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, entry), ...args], {
      cwd: PROJECT_ROOT,
      stdio: output === 'stream' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => {
      console.error(`Could not run ${entry}: ${error.message}`);
      resolve({ code: null, output: Buffer.concat(chunks).toString('utf8') });
    });
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}
