/**
 * The API bench's scenarios at tiny sizes, each against `npm run api` (or its short-retry
 * twin) in a child process: their numbers add up and the store check runs on what they
 * stored. The bars themselves are for `npm run bench:api` at full size, not asserted here.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBenchDatabase,
  postgresSkipReason,
  POSTGRES_SERVER,
} from '../../../src/server/api/bench/bench-engines.ts';
import { createBenchDist, type BenchDist } from '../../../src/server/api/bench/bench-dist.ts';
import { freeLoopbackPort } from '../../../src/server/api/bench/dedup-receiver.ts';
import { runKillScenario } from '../../../src/server/api/bench/kill-scenario.ts';
import { runLoadScenario } from '../../../src/server/api/bench/load-scenario.ts';
import {
  runWebhookScenario,
  webhookDelivery,
} from '../../../src/server/api/bench/webhook-scenario.ts';

const DEALERS = ['ironbark-motorcycles'];
let root: string;
let dist: BenchDist;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'forecourt-api-bench-runs-'));
  dist = await createBenchDist(path.join(root, 'dist'), { dealers: DEALERS });
});

afterAll(() => rm(root, { recursive: true, force: true }));

it('load: every lead answered, acknowledged and stored once', { timeout: 60_000 }, async () => {
  const database = await createBenchDatabase(root, 'sqlite');
  try {
    const outcome = await runLoadScenario({
      distDir: dist.distDir,
      tenants: dist.tenants,
      database,
      rate: 20,
      durationSeconds: 1,
      // A few leads first: a lead arriving while the API's first look at its tenants is under
      // way is answered 404 (the kill bench reports those); this run checks the counting.
      warmupSeconds: 1,
      runId: 'load',
    });
    expect(outcome.sent).toBe(20);
    expect(outcome.latency.count).toBe(20);
    expect(outcome.errors).toEqual({});
    expect(outcome.non2xx).toEqual({});
    expect(outcome.store).toMatchObject({ acknowledged: 20, stored: 20, ok: true });
  } finally {
    await database.drop();
  }
});

it(
  'kill: the API is killed and restarted, and acknowledged leads are checked',
  { timeout: 90_000 },
  async () => {
    const database = await createBenchDatabase(root, 'sqlite');
    try {
      const outcome = await runKillScenario({
        distDir: dist.distDir,
        tenants: dist.tenants,
        database,
        rate: 20,
        durationSeconds: 2,
        kills: 1,
        runId: 'kill',
      });
      expect(outcome.killedAt).toHaveLength(1);
      expect(outcome.restartSeconds).toHaveLength(1);
      const refused = Object.values(outcome.refused).reduce((sum, n) => sum + n, 0);
      expect(outcome.acknowledged + refused + outcome.gaveUp).toBe(40);
      expect(outcome.store).toMatchObject({ acknowledged: outcome.acknowledged, ok: true });
    } finally {
      await database.drop();
    }
  },
);

it(
  'webhook: leads posted while the receiver is down all arrive once it is up',
  { timeout: 120_000 },
  async () => {
    const receiverPort = await freeLoopbackPort();
    const hooked = await createBenchDist(path.join(root, 'dist-webhook'), {
      dealers: DEALERS,
      leadDelivery: webhookDelivery(receiverPort),
    });
    const database = await createBenchDatabase(root, 'sqlite');
    try {
      const outcome = await runWebhookScenario({
        distDir: hooked.distDir,
        tenants: hooked.tenants,
        database,
        receiverPort,
        leads: 5,
        rate: 10,
        failingSeconds: 1,
        deliverTimeoutSeconds: 60,
        runId: 'hook',
      });
      expect(outcome).toMatchObject({ leads: 5, acknowledged: 5, delivered: 5, unique: 5 });
      expect(outcome.raw).toBeGreaterThanOrEqual(5);
      expect(outcome.badSignatures).toBe(0);
      expect(outcome.store.ok).toBe(true);
      expect(outcome.passed).toBe(true);
    } finally {
      await database.drop();
    }
  },
);

const pgSkip = await postgresSkipReason();
if (pgSkip) console.warn(`Skipping the PostgreSQL bench database test: ${pgSkip}`);

describe.skipIf(pgSkip !== null)('a PostgreSQL bench database', () => {
  it('is made fresh for a run and dropped after it', async () => {
    const database = await createBenchDatabase(root, 'postgres');
    const name = new URL(database.databaseUrl!).pathname.slice(1);
    const exists = async () => {
      const client = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
      await client.connect();
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        return found.rowCount === 1;
      } finally {
        await client.end();
      }
    };
    expect(await exists()).toBe(true);
    await database.drop();
    expect(await exists()).toBe(false);
  });
});
