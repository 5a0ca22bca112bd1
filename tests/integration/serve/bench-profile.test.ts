/**
 * The serving bench end to end on a tiny site: the server in its child process, a short
 * measured run, and with a profile directory the server's CPU profile of that run alone,
 * written out and summed up per function in the report.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatBenchReport, runServeBench } from '../../../src/server/serve/bench/run-bench.ts';
import { writeSite } from './support.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'forecourt-bench-profile-'));
  await writeSite(path.join(dir, 'dist'), 'alpha', {
    'index.html': '<!doctype html><title>Alpha</title>',
    'finance/index.html': '<!doctype html><title>Finance</title>',
    '404.html': 'not found',
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('profiles the server over the measured run, sums the profile up and says how busy each loop was', async () => {
  const profileDir = path.join(dir, 'profiles');
  const options = {
    distDir: path.join(dir, 'dist'),
    connections: 2,
    durationSeconds: 1,
    warmupSeconds: 0,
    profileDir,
  };
  const outcome = await runServeBench(options);
  expect(outcome.result.requests).toBeGreaterThan(0);
  expect(outcome.result.errors).toBe(0);
  expect(outcome.result.non2xx).toBe(0);
  expect(outcome.profile?.file).toMatch(/serve-.*\.cpuprofile$/);
  expect(await readdir(profileDir)).toEqual([path.basename(outcome.profile!.file)]);
  // About the measured second, not the server's start-up.
  expect(outcome.profile!.summary.totalMicros).toBeGreaterThan(500_000);
  expect(outcome.profile!.summary.totalMicros).toBeLessThan(5_000_000);
  expect(outcome.profile!.summary.byFunction.length).toBeGreaterThan(0);
  for (const busy of Object.values(outcome.loopBusy)) {
    expect(busy).toBeGreaterThan(0);
    expect(busy).toBeLessThanOrEqual(1);
  }
  const report = formatBenchReport(outcome, options);
  expect(report).toMatch(/event loop {3}busy: server \d+%, client \d+% of the run/);
  expect(report).toContain('(server, measured run only)');
  expect(report).toMatch(/self time by function\n.*µs\/req/);
});
