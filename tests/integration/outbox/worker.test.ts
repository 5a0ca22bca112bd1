/**
 * The outbox worker over the real store (SQLite and PostgreSQL), with a deliver function that
 * plays the receiver: deliveries, Retry-After, backoff, dead letters after the retry window,
 * 410 disabling an endpoint, permanent failures, and at-least-once after a dead worker.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextAttemptAt, type RetryPolicy } from '../../../src/lib/leads/retry-schedule.ts';
import {
  startOutboxWorker,
  type OutboxOutcome,
  type OutboxWorker,
} from '../../../src/server/api/outbox/index.ts';
import type { ClaimedJob, Store } from '../../../src/server/api/store/index.ts';
import { manualClock, storeEngines } from '../store/engines.ts';
import { enquiry, uniqueTenant } from '../store/sample-leads.ts';

const engines = await storeEngines();
const POLICY: RetryPolicy = { baseMs: 1_000, maxMs: 4_000, windowMs: 10_000 };
const LEASE_MS = 30_000;

type Receiver = (job: ClaimedJob) => OutboxOutcome | Promise<OutboxOutcome>;

describe.each(engines)('outbox worker on $name', (engine) => {
  let store: Store;
  let clock = manualClock();
  let worker: OutboxWorker | undefined;
  let calls: ClaimedJob[] = [];

  beforeAll(() => (engine.skipReason ? undefined : engine.setUp()));
  afterAll(() => (engine.skipReason ? undefined : engine.tearDown()));
  beforeEach(async () => {
    if (engine.skipReason) return;
    await engine.wipe();
    clock = manualClock();
    calls = [];
    store = await engine.open(clock.now);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await store?.close();
  });

  function start(receiver: Receiver, random = 0): OutboxWorker {
    worker = startOutboxWorker({
      store,
      policy: POLICY,
      pollMs: 60_000,
      leaseMs: LEASE_MS,
      clock: clock.now,
      random: () => random,
      deliver: async (job) => {
        calls.push(job);
        return receiver(job);
      },
    });
    return worker;
  }

  async function accept(tenant = uniqueTenant()): Promise<string> {
    const result = await store.acceptLead(enquiry(tenant));
    if (result.kind !== 'accepted') throw new Error(result.kind);
    return result.leadId;
  }
  const jobOf = async (leadId: string, key: string) =>
    (await store.jobsForLead(leadId)).find((job) => job.destinationKey === key);
  const statuses = async (leadId: string) =>
    (await store.jobsForLead(leadId)).map((job) => `${job.destinationKey}:${job.status}`);

  describe.skipIf(engine.skipReason !== null)('', () => {
    it('delivers each job of a lead once, with the lead', async () => {
      const leadId = await accept();
      const running = start(() => ({ kind: 'delivered' }));

      await running.drain();
      await running.drain();

      expect(calls.map((job) => job.destinationKey).sort()).toEqual(['crm', 'email']);
      expect(
        calls.every((job) => job.lead.id === leadId && job.lead.fields['name'] === 'Alex'),
      ).toBe(true);
      expect(await statuses(leadId)).toEqual(['crm:delivered', 'email:delivered']);
    });

    it('waits as long as a Retry-After asks, then delivers', async () => {
      const leadId = await accept();
      const running = start((job) =>
        job.destinationKey === 'crm' && job.attempts === 1
          ? { kind: 'retry', error: 'HTTP 429', retryAfterMs: 8_000 }
          : { kind: 'delivered' },
      );

      await running.drain();
      const waiting = await jobOf(leadId, 'crm');
      clock.advance(7_999);
      await running.drain();
      const stillWaiting = await jobOf(leadId, 'crm');
      clock.advance(1);
      await running.drain();

      expect(waiting).toMatchObject({
        status: 'pending',
        nextAttemptAt: '2025-03-01T00:00:08.000Z',
        lastError: 'HTTP 429',
        leaseUntil: null,
      });
      expect(stillWaiting?.attempts).toBe(1);
      expect(await statuses(leadId)).toEqual(['crm:delivered', 'email:delivered']);
      expect(calls.filter((job) => job.destinationKey === 'crm')).toHaveLength(2);
    });

    it('dead-letters at once when Retry-After asks for a wait past the retry window', async () => {
      const leadId = await accept();
      const running = start(() => ({ kind: 'retry', error: 'HTTP 503', retryAfterMs: 3_600_000 }));

      await running.drain();

      expect(await jobOf(leadId, 'email')).toMatchObject({
        status: 'dead',
        attempts: 1,
        lastError: 'HTTP 503 (retry window passed)',
      });
    });

    it('backs off exponentially with jitter when the receiver gives no Retry-After', async () => {
      const leadId = await accept();
      const running = start(() => ({ kind: 'retry', error: 'HTTP 503' }), 0.5);

      await running.drain();
      const first = await jobOf(leadId, 'email');
      clock.advance(Date.parse(first?.nextAttemptAt ?? '') - clock.now().getTime());
      await running.drain();
      const second = await jobOf(leadId, 'email');

      const start0 = Date.parse('2025-03-01T00:00:00.000Z');
      expect(first?.nextAttemptAt).toBe(
        new Date(nextAttemptAt(1, start0, 0.5, POLICY)).toISOString(),
      );
      expect(second?.nextAttemptAt).toBe(
        new Date(nextAttemptAt(2, clock.now().getTime(), 0.5, POLICY)).toISOString(),
      );
      expect(second?.attempts).toBe(2);
    });

    it('dead-letters a job whose next attempt would fall past the retry window', async () => {
      const leadId = await accept();
      const running = start(() => ({ kind: 'retry', error: 'HTTP 503' }));

      for (let round = 0; round < 20; round++) {
        await running.drain();
        const job = await jobOf(leadId, 'email');
        if (job?.status !== 'pending') break;
        clock.advance(Date.parse(job.nextAttemptAt) - clock.now().getTime());
      }

      // Attempts at 0, 0.5, 1.5, 3.5, 5.5, 7.5 and 9.5 s; the next would be at 11.5 s > 10 s.
      expect(await jobOf(leadId, 'email')).toMatchObject({
        status: 'dead',
        attempts: 7,
        lastError: 'HTTP 503 (retry window passed)',
      });
      expect(clock.now().toISOString()).toBe('2025-03-01T00:00:09.500Z');
    });

    it('disables an endpoint that answers 410, for this lead and the next', async () => {
      const tenant = uniqueTenant();
      const first = await accept(tenant);
      const running = start((job) =>
        job.destinationKey === 'crm' ? { kind: 'gone', error: 'HTTP 410' } : { kind: 'delivered' },
      );
      await running.drain();
      const second = await accept(tenant);

      await running.drain();

      expect(await statuses(first)).toEqual(['crm:disabled', 'email:delivered']);
      expect(await statuses(second)).toEqual(['crm:disabled', 'email:delivered']);
      expect(calls.filter((job) => job.destinationKey === 'crm')).toHaveLength(1);
      expect((await jobOf(first, 'crm'))?.lastError).toBe('HTTP 410');
    });

    it('dead-letters a job the receiver refuses for good, and counts a throw as passing', async () => {
      const leadId = await accept();
      const running = start((job) => {
        if (job.destinationKey === 'email') return { kind: 'failed', error: 'SMTP 550' };
        throw new TypeError('socket hang up');
      });

      await running.drain();

      expect(await jobOf(leadId, 'email')).toMatchObject({ status: 'dead', lastError: 'SMTP 550' });
      expect(await jobOf(leadId, 'crm')).toMatchObject({
        status: 'pending',
        lastError: 'delivery threw TypeError',
      });
    });

    it('delivers again a job whose worker died mid-delivery, once its lease runs out', async () => {
      const leadId = await accept();
      // A worker that claimed both jobs and was killed before recording anything.
      await store.claimDueJobs({ now: clock.now(), limit: 10, leaseMs: LEASE_MS });
      const running = start(() => ({ kind: 'delivered' }));

      await running.drain();
      const whileLeased = calls.length;
      clock.advance(LEASE_MS);
      await running.drain();

      expect(whileLeased).toBe(0);
      expect(calls.map((job) => job.attempts)).toEqual([2, 2]);
      expect(await statuses(leadId)).toEqual(['crm:delivered', 'email:delivered']);
    });

    it('stops only after the deliveries under way are recorded', async () => {
      const leadId = await accept();
      let release: () => void = () => undefined;
      let begun: () => void = () => undefined;
      const deliveriesBegun = new Promise<void>((resolve) => (begun = resolve));
      const held = new Promise<void>((resolve) => (release = resolve));
      const running = start(async () => {
        begun();
        await held;
        return { kind: 'delivered' };
      });
      worker = undefined;
      await deliveriesBegun;

      const stopped = running.stop();
      release();
      await stopped;

      expect(await statuses(leadId)).toEqual(['crm:delivered', 'email:delivered']);
      await expect(running.drain()).rejects.toThrow('The outbox worker stopped');
    });
  });
});
