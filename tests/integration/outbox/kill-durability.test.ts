/**
 * The store's half of the kill bar: a process accepting leads is killed with SIGKILL again and
 * again, mid-transaction more often than not, and restarted where its client would resume
 * (retrying the last unanswered request with the same Idempotency-Key). Every lead it
 * acknowledged must be stored exactly once with all its delivery jobs, on SQLite and on
 * PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEngines, type StoreEngine } from '../store/engines.ts';
import { DESTINATIONS } from '../store/sample-leads.ts';

const engines = await storeEngines();
const CHILD = fileURLToPath(new URL('./accept-loop-child.ts', import.meta.url));
const KILLS = 8;
const TENANT = 'kill-test-motors';

interface Ack {
  n: number;
  leadId: string;
  replay: boolean;
}

/** Runs the child from request `from` and SIGKILLs it after `killAfter` acknowledgements. */
async function runUntilKilled(
  engine: StoreEngine,
  from: number,
  killAfter: number,
): Promise<Ack[]> {
  const child = spawn(
    process.execPath,
    [CHILD, JSON.stringify({ ...engine.location(), tenant: TENANT, from })],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = once(child, 'close');
  const acks: Ack[] = [];
  for await (const line of createInterface({ input: child.stdout })) {
    const [word, n, leadId, kind] = line.split(' ');
    if (word !== 'ack' || !leadId) continue;
    acks.push({ n: Number(n), leadId, replay: kind === 'replay' });
    if (acks.length === killAfter) child.kill('SIGKILL');
  }
  const [code, signal] = (await closed) as [number | null, NodeJS.Signals | null];
  if (signal !== 'SIGKILL') throw new Error(`child ended by itself (${code}): ${stderr}`);
  return acks;
}

describe.each(engines)('accepted leads survive SIGKILL on $name', (engine) => {
  beforeAll(() => (engine.skipReason ? undefined : engine.setUp()));
  afterAll(() => (engine.skipReason ? undefined : engine.tearDown()));

  it.skipIf(engine.skipReason !== null)(
    `keeps every acknowledged lead exactly once with its jobs through ${KILLS} kills`,
    { timeout: 180_000 },
    async () => {
      const acks: Ack[] = [];
      let next = 0;
      for (let run = 0; run < KILLS; run++) {
        // Vary where the kill lands: after 3 to 40 acknowledgements.
        const runAcks = await runUntilKilled(engine, next, 3 + ((run * 13) % 38));
        // Only the request a killed process left unanswered can come back as a replay.
        expect(runAcks.slice(1).every((ack) => !ack.replay)).toBe(true);
        acks.push(...runAcks);
        next = (runAcks.at(-1)?.n ?? next - 1) + 1;
      }

      const store = await engine.open();
      try {
        for (const ack of acks) {
          expect(await store.getLead(ack.leadId, TENANT)).toMatchObject({
            status: 'complete',
            fields: { name: `Shopper ${ack.n}` },
          });
          const jobs = await store.jobsForLead(ack.leadId);
          expect(jobs.map((job) => job.destinationKey).sort()).toEqual(
            DESTINATIONS.map((destination) => destination.key).sort(),
          );
        }
      } finally {
        await store.close();
      }
      const number = async (statement: string) => Number((await engine.rows(statement))[0]?.['n']);
      const leads = await number('select count(*) as n from leads');
      const keys = await number('select count(distinct lead_id) as n from idempotency_keys');
      const jobs = await number('select count(*) as n from delivery_jobs');
      const ackedIds = new Set(acks.map((ack) => ack.leadId));
      // One lead per request number, acknowledged or not: no duplicates, no half-written lead.
      expect(ackedIds.size).toBe(new Set(acks.map((ack) => ack.n)).size);
      expect(leads).toBe(keys);
      expect(jobs).toBe(leads * DESTINATIONS.length);
      expect(leads - ackedIds.size).toBeLessThanOrEqual(1);
      expect(ackedIds.size).toBe(next);
    },
  );
});
