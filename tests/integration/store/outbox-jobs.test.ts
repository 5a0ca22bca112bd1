/**
 * The outbox side of the store on SQLite and PostgreSQL: claiming due jobs under a lease,
 * leases running out, retries, dead letters, disabled endpoints and retries by hand.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AcceptLeadInput, Store } from '../../../src/server/api/store/index.ts';
import { manualClock, storeEngines } from './engines.ts';
import { enquiry, uniqueTenant } from './sample-leads.ts';

const engines = await storeEngines();
const LEASE_MS = 60_000;

describe.each(engines)('outbox jobs on $name', (engine) => {
  let store: Store;
  let clock = manualClock();

  beforeAll(() => (engine.skipReason ? undefined : engine.setUp()));
  afterAll(() => (engine.skipReason ? undefined : engine.tearDown()));
  beforeEach(async () => {
    if (engine.skipReason) return;
    await engine.wipe();
    clock = manualClock();
    store = await engine.open(clock.now);
  });
  afterEach(() => store?.close());

  async function accept(input: AcceptLeadInput): Promise<string> {
    const result = await store.acceptLead(input);
    if (result.kind !== 'accepted') throw new Error(`not accepted: ${result.kind}`);
    return result.leadId;
  }
  const claim = (limit = 10) => store.claimDueJobs({ now: clock.now(), limit, leaseMs: LEASE_MS });
  const statuses = async (leadId: string) =>
    (await store.jobsForLead(leadId)).map((job) => `${job.destinationKey}:${job.status}`);

  describe.skipIf(engine.skipReason !== null)('', () => {
    it('claims due jobs with their lead, counting the attempt and taking a lease', async () => {
      const leadId = await accept(enquiry(uniqueTenant()));

      const claimed = await claim();

      expect(claimed.map((job) => job.destinationKey).sort()).toEqual(['crm', 'email']);
      for (const job of claimed) {
        expect(job).toMatchObject({
          leadId,
          attempts: 1,
          leaseUntil: '2025-03-01T00:01:00.000Z',
          lead: { id: leadId, fields: { name: 'Alex' } },
        });
      }
      expect(await claim()).toEqual([]);
    });

    it('claims no more than the limit, oldest due first', async () => {
      const first = await accept(enquiry(uniqueTenant()));
      clock.advance(1_000);
      await accept(enquiry(uniqueTenant()));

      const claimed = await claim(2);

      expect(claimed.map((job) => job.leadId)).toEqual([first, first]);
      expect(await claim(10)).toHaveLength(2);
    });

    it('claims a job again once its lease runs out (its worker died mid-delivery)', async () => {
      await accept(enquiry(uniqueTenant()));
      await claim();
      clock.advance(LEASE_MS - 1);
      const stillLeased = await claim();
      clock.advance(1);

      const reclaimed = await claim();

      expect(stillLeased).toEqual([]);
      expect(reclaimed.map((job) => job.attempts)).toEqual([2, 2]);
    });

    it('hands each job to one worker when several claim at once', async () => {
      for (let index = 0; index < 10; index++) await accept(enquiry(uniqueTenant()));
      const others = await Promise.all([1, 2, 3].map(() => engine.open(clock.now)));
      try {
        const claims = await Promise.all(
          [store, ...others, store, ...others].map((worker) =>
            worker.claimDueJobs({ now: clock.now(), limit: 3, leaseMs: LEASE_MS }),
          ),
        );
        const ids = claims.flat().map((job) => job.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBe(Math.min(20, claims.length * 3));
      } finally {
        await Promise.all(others.map((other) => other.close()));
      }
    });

    it('records a delivery and never delivers that job again', async () => {
      const leadId = await accept(enquiry(uniqueTenant()));
      const [job] = await claim(1);
      clock.advance(2_000);

      await store.markDelivered(job?.id ?? '');
      clock.advance(LEASE_MS * 2);

      const delivered = (await store.jobsForLead(leadId)).find((each) => each.id === job?.id);
      expect(delivered).toMatchObject({
        status: 'delivered',
        deliveredAt: '2025-03-01T00:00:02.000Z',
        leaseUntil: null,
      });
      expect((await claim()).map((each) => each.id)).not.toContain(job?.id);
    });

    it('holds a retried job until its next attempt is due', async () => {
      const leadId = await accept(enquiry(uniqueTenant()));
      const claimed = await claim();
      for (const job of claimed) {
        await store.scheduleRetry(job.id, new Date('2025-03-01T00:00:30.000Z'), 'HTTP 500');
      }
      clock.advance(29_999);
      const early = await claim();
      clock.advance(1);

      const due = await claim();

      expect(early).toEqual([]);
      expect(due.map((job) => [job.attempts, job.lastError])).toEqual([
        [2, 'HTTP 500'],
        [2, 'HTTP 500'],
      ]);
      expect((await store.jobsForLead(leadId))[0]?.nextAttemptAt).toBe('2025-03-01T00:00:30.000Z');
    });

    it('dead-letters a job for good', async () => {
      const leadId = await accept(enquiry(uniqueTenant()));
      const claimed = await claim();
      const email = claimed.find((job) => job.destinationKey === 'email');

      await store.deadLetter(email?.id ?? '', 'mailbox refused');
      clock.advance(LEASE_MS);

      expect(await statuses(leadId)).toEqual(['crm:pending', 'email:dead']);
      expect((await claim()).map((job) => job.destinationKey)).toEqual(['crm']);
    });

    it('disables an endpoint: its pending jobs now and its new jobs later', async () => {
      const tenant = uniqueTenant();
      const before = await accept(enquiry(tenant));
      const elsewhere = await accept(enquiry(uniqueTenant()));

      await store.disableEndpoint(tenant, 'crm', 'HTTP 410 Gone');
      const after = await accept(enquiry(tenant));

      expect(await statuses(before)).toEqual(['crm:disabled', 'email:pending']);
      expect(await statuses(after)).toEqual(['crm:disabled', 'email:pending']);
      expect(await statuses(elsewhere)).toEqual(['crm:pending', 'email:pending']);
      expect((await store.jobsForLead(before))[0]?.lastError).toBe('HTTP 410 Gone');
      const claimed = await claim();
      expect(
        claimed.filter((job) => job.tenant === tenant).map((job) => job.destinationKey),
      ).toEqual(['email', 'email']);
    });

    it('requeues dead and disabled jobs by hand, enabling their endpoint again', async () => {
      const tenant = uniqueTenant();
      const leadId = await accept(enquiry(tenant));
      const claimed = await claim();
      const email = claimed.find((job) => job.destinationKey === 'email');
      await store.deadLetter(email?.id ?? '', 'mailbox refused');
      await store.disableEndpoint(tenant, 'crm', 'HTTP 410 Gone');
      clock.advance(3_600_000);

      const requeued = await store.retryJobs({ leadIds: [leadId] });
      const later = await accept(enquiry(tenant));

      expect(requeued.map((job) => [job.destinationKey, job.status, job.attempts]).sort()).toEqual([
        ['crm', 'pending', 0],
        ['email', 'pending', 0],
      ]);
      for (const job of requeued) {
        expect(job.nextAttemptAt).toBe('2025-03-01T01:00:00.000Z');
        expect(job.windowStartAt).toBe('2025-03-01T01:00:00.000Z');
      }
      expect(await statuses(later)).toEqual(['crm:pending', 'email:pending']);
      expect(await claim()).toHaveLength(4);
    });

    it('requeues every dead job of a tenant, or chosen jobs, and nothing else', async () => {
      const tenant = uniqueTenant();
      const other = uniqueTenant();
      const leads = [await accept(enquiry(tenant)), await accept(enquiry(tenant))];
      const otherLead = await accept(enquiry(other));
      for (const job of await claim()) await store.deadLetter(job.id, 'refused');

      const byTenant = await store.retryJobs({ tenant });
      const [oneJob] = await store.jobsForLead(otherLead);
      const byJob = await store.retryJobs({ jobIds: [oneJob?.id ?? ''] });

      expect(byTenant.map((job) => job.leadId).sort()).toEqual([...leads, ...leads].sort());
      expect(byJob.map((job) => job.id)).toEqual([oneJob?.id]);
      expect(await statuses(otherLead)).toEqual(['crm:pending', 'email:dead']);
      await expect(store.retryJobs({})).rejects.toThrow(/needs lead ids, job ids or a tenant/);
    });
  });
});
