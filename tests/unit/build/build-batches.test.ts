// Builds fixture dealers in child processes, as `npm run build` does for a long run.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDealersInBatches } from '../../../src/server/build/build-batches.ts';
import type { DealerBuildOutcome } from '../../../src/server/build/dealer-build.ts';
import { FIXTURE_PROJECT, writeFixtureDealer } from './fixture-dealers.ts';

let work: string;

beforeAll(async () => {
  await mkdir(path.join(FIXTURE_PROJECT, 'dist'), { recursive: true });
  work = await mkdtemp(path.join(FIXTURE_PROJECT, 'dist', 'batches-'));
  const dealersDir = path.join(work, 'dealers');
  await writeFixtureDealer(dealersDir, 'a-first', { cars: 1 });
  await writeFixtureDealer(dealersDir, 'b-crashes', { cars: 1, crash: true });
  await writeFixtureDealer(dealersDir, 'c-after-crash', { cars: 1 });
  await writeFixtureDealer(dealersDir, 'd-next-batch', { cars: 2 });
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('buildDealersInBatches', () => {
  it('builds each batch in its own process and survives a process that dies', async () => {
    const streamed: string[] = [];
    const outcomes: DealerBuildOutcome[] = await buildDealersInBatches({
      slugs: ['a-first', 'b-crashes', 'c-after-crash', 'd-next-batch'],
      batchSize: 3,
      force: false,
      verbose: false,
      projectRoot: FIXTURE_PROJECT,
      dealersDir: path.join(work, 'dealers'),
      distDir: path.join(work, 'sites'),
      onOutcome: (outcome) => streamed.push(outcome.result.slug),
    });
    const status = Object.fromEntries(outcomes.map((o) => [o.result.slug, o.result.status]));
    expect(status).toEqual({
      'a-first': 'built',
      'b-crashes': 'failed',
      'c-after-crash': 'failed',
      'd-next-batch': 'built',
    });
    const crashed = outcomes.find((o) => o.result.slug === 'b-crashes')?.result;
    expect(crashed?.status === 'failed' && crashed.error).toMatch(/exited \(code 70\)/);
    expect(streamed).toHaveLength(4);
    const home = await readFile(path.join(work, 'sites', 'd-next-batch', 'index.html'), 'utf8');
    expect(home).toContain('Home of d-next-batch');
  }, 180_000);
});
