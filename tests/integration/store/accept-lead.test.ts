/**
 * The lead store on SQLite and PostgreSQL: migrations, the one-transaction accept, replays
 * and conflicts of Idempotency-Keys, concurrent duplicates, step leads, and reads.
 */
import { beforeEach, expect, it } from 'vitest';
import type { Store } from '../../../src/server/api/store/index.ts';
import { migrationProvider } from '../../../src/server/api/store/migrations/index.ts';
import { describeEachEngine } from './each-engine.ts';
import { manualClock } from './engines.ts';
import { DESTINATIONS, enquiry, financeStep, uniqueTenant } from './sample-leads.ts';

describeEachEngine('lead store', (engine) => {
  let store: Store;
  let clock = manualClock();

  beforeEach(async () => {
    clock = manualClock();
    store = await engine.open(clock.now);
  });

  const count = async (table: string) =>
    Number((await engine.rows(`select count(*) as n from ${table}`))[0]?.['n']);

  it('runs each migration once, however often it is opened', async () => {
    const accepted = await store.acceptLead(enquiry(uniqueTenant()));
    await store.close();
    store = await engine.open(clock.now);
    store = await (await store.close(), engine.open(clock.now));

    const migrations = await engine.rows('select name from kysely_migration');
    const names = Object.keys(await migrationProvider.getMigrations());
    expect(names.slice(0, 2)).toEqual(['0001-leads', '0002-events']);
    expect(migrations.map((row) => row['name'])).toEqual(names);
    expect(accepted.kind).toBe('accepted');
    if (accepted.kind !== 'accepted') return;
    expect(await store.getLead(accepted.leadId)).toMatchObject({ status: 'complete' });
  });

  it('keeps a store working when another store of the same database closes', async () => {
    const other = await engine.open(clock.now);
    await other.close();
    await other.close();

    const result = await store.acceptLead(enquiry(uniqueTenant()));

    expect(result.kind).toBe('accepted');
    expect(await count('leads')).toBe(1);
  });

  it('commits a complete lead with one pending job per destination', async () => {
    const tenant = uniqueTenant();
    const result = await store.acceptLead(enquiry(tenant));

    expect(result).toMatchObject({ kind: 'accepted', replay: false });
    if (result.kind !== 'accepted') return;
    expect(result.leadId).toMatch(/^lead_[a-z2-7]{26}$/);
    expect(result.answer).toEqual({
      statusCode: 201,
      body: { lead_id: result.leadId, event_id: 15 },
    });
    expect(await store.getLead(result.leadId)).toEqual({
      id: result.leadId,
      tenant,
      form: 'enquiry',
      status: 'complete',
      eventId: 15,
      fields: enquiry(tenant).fields,
      car: enquiry(tenant).car,
      step: null,
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-01T00:00:00.000Z',
      completedAt: '2025-03-01T00:00:00.000Z',
    });
    const jobs = await store.jobsForLead(result.leadId);
    expect(jobs.map((job) => [job.destinationKey, job.status, job.attempts])).toEqual([
      ['crm', 'pending', 0],
      ['email', 'pending', 0],
    ]);
    expect(jobs.map((job) => job.destination)).toEqual([
      DESTINATIONS[1]?.destination,
      DESTINATIONS[0]?.destination,
    ]);
    for (const job of jobs) expect(job.id).toMatch(/^dlv_[a-z2-7]{26}$/);
  });

  it('leaves nothing behind when any part of the accept fails', async () => {
    const tenant = uniqueTenant();
    const clash = DESTINATIONS[0] ?? { key: 'email', destination: {} };
    const input = {
      ...enquiry(tenant),
      idempotencyKey: 'k-1',
      requestHash: 'h-1',
      destinations: [...DESTINATIONS, clash],
    };

    await expect(store.acceptLead(input)).rejects.toThrow();

    expect(await count('leads')).toBe(0);
    expect(await count('delivery_jobs')).toBe(0);
    expect(await count('idempotency_keys')).toBe(0);
  });

  it('replays the first answer for a repeated key and request', async () => {
    const tenant = uniqueTenant();
    const input = { ...enquiry(tenant), idempotencyKey: 'key-a', requestHash: 'hash-a' };
    const first = await store.acceptLead(input);
    clock.advance(5_000);
    const again = await store.acceptLead(input);

    expect(first).toMatchObject({ kind: 'accepted', replay: false });
    expect(again).toEqual({ ...first, replay: true });
    expect(await count('leads')).toBe(1);
    expect(await count('delivery_jobs')).toBe(2);
  });

  it('refuses a key reused with another request, and keeps keys per tenant', async () => {
    const tenant = uniqueTenant();
    await store.acceptLead({ ...enquiry(tenant), idempotencyKey: 'key-b', requestHash: 'one' });

    const reused = await store.acceptLead({
      ...enquiry(tenant, 'Other'),
      idempotencyKey: 'key-b',
      requestHash: 'two',
    });
    const elsewhere = await store.acceptLead({
      ...enquiry(uniqueTenant()),
      idempotencyKey: 'key-b',
      requestHash: 'two',
    });

    expect(reused).toEqual({ kind: 'idempotency-conflict' });
    expect(elsewhere).toMatchObject({ kind: 'accepted', replay: false });
    expect(await count('leads')).toBe(2);
  });

  it('stores one lead for concurrent duplicates of one key', async () => {
    const tenant = uniqueTenant();
    const input = { ...enquiry(tenant), idempotencyKey: 'key-c', requestHash: 'hash-c' };
    // Several stores: on PostgreSQL several pools racing for real; on SQLite, stores of one
    // process share one connection and their transactions take turns.
    const others = await Promise.all([1, 2, 3].map(() => engine.open(clock.now)));
    const stores = [store, ...others];
    try {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          (stores[index % stores.length] ?? store).acceptLead(input),
        ),
      );
      const ids = new Set(results.map((result) => result.kind === 'accepted' && result.leadId));
      expect(ids.size).toBe(1);
      expect(results.filter((result) => 'replay' in result && !result.replay)).toHaveLength(1);
      expect(await count('leads')).toBe(1);
      expect(await count('delivery_jobs')).toBe(2);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });

  it('saves steps on one lead and creates its jobs once, when it completes', async () => {
    const tenant = uniqueTenant();
    const first = await store.acceptLead(financeStep(tenant, 1, 'incomplete'));
    if (first.kind !== 'accepted') throw new Error(`step 1: ${first.kind}`);
    const { leadId } = first;
    clock.advance(1_000);
    const second = await store.acceptLead(financeStep(tenant, 3, 'incomplete', leadId));
    const stepLead = await store.getLead(leadId);
    const jobsBefore = await store.jobsForLead(leadId);
    clock.advance(1_000);
    const done = await store.acceptLead(financeStep(tenant, 4, 'complete', leadId));
    const again = await store.acceptLead(financeStep(tenant, 4, 'complete', leadId));

    expect(first.answer).toEqual({ statusCode: 200, body: { lead_id: leadId } });
    expect(second).toMatchObject({ kind: 'accepted', leadId, answer: { statusCode: 200 } });
    expect(stepLead).toMatchObject({
      status: 'incomplete',
      fields: { step_seen: 3 },
      step: { stepNumber: 3, progress: 100, skippedSteps: [{ from: 1, to: 3 }] },
      createdAt: '2025-03-01T00:00:00.000Z',
      completedAt: null,
    });
    expect(jobsBefore).toEqual([]);
    expect(done).toMatchObject({ kind: 'accepted', leadId, answer: { statusCode: 201 } });
    expect(again).toEqual({ kind: 'already-complete', leadId });
    expect(await store.getLead(leadId)).toMatchObject({
      status: 'complete',
      step: { stepNumber: 4, progress: 100 },
      completedAt: '2025-03-01T00:00:02.000Z',
    });
    expect(await store.jobsForLead(leadId)).toHaveLength(2);
    expect(await count('leads')).toBe(1);
  });

  it('replays a final step submit repeated with its key, and refuses the key for another', async () => {
    const tenant = uniqueTenant();
    const first = await store.acceptLead(financeStep(tenant, 1, 'incomplete'));
    if (first.kind !== 'accepted') throw new Error(first.kind);
    const final = {
      ...financeStep(tenant, 4, 'complete', first.leadId),
      idempotencyKey: 'final-key',
      requestHash: 'final-hash',
    };
    const done = await store.acceptLead(final);
    clock.advance(1_000);

    const repeated = await store.acceptLead(final);
    const reused = await store.acceptLead({ ...final, requestHash: 'other-hash' });

    expect(done).toMatchObject({ kind: 'accepted', replay: false, answer: { statusCode: 201 } });
    expect(repeated).toEqual({ ...done, replay: true });
    expect(reused).toEqual({ kind: 'idempotency-conflict' });
    expect(await store.jobsForLead(first.leadId)).toHaveLength(2);
    expect(await count('idempotency_keys')).toBe(1);
  });

  it('completes a step lead once when final submits race', async () => {
    const tenant = uniqueTenant();
    const first = await store.acceptLead(financeStep(tenant, 1, 'incomplete'));
    if (first.kind !== 'accepted') throw new Error(first.kind);
    const other = await engine.open(clock.now);
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          (index % 2 ? other : store).acceptLead(financeStep(tenant, 4, 'complete', first.leadId)),
        ),
      );
      expect(results.filter((result) => result.kind === 'accepted')).toHaveLength(1);
      expect(results.filter((result) => result.kind === 'already-complete')).toHaveLength(7);
      expect(await store.jobsForLead(first.leadId)).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it('starts a new lead for a lead id it does not hold for the tenant', async () => {
    const owner = uniqueTenant();
    const theirs = await store.acceptLead(financeStep(owner, 1, 'incomplete'));
    if (theirs.kind !== 'accepted') throw new Error(theirs.kind);
    const intruder = uniqueTenant();

    const borrowed = await store.acceptLead(financeStep(intruder, 2, 'complete', theirs.leadId));
    const unknown = await store.acceptLead(financeStep(intruder, 2, 'incomplete', 'lead_gone'));

    expect(borrowed.kind === 'accepted' && borrowed.leadId).not.toBe(theirs.leadId);
    expect(unknown.kind === 'accepted' && unknown.leadId).toMatch(/^lead_[a-z2-7]{26}$/);
    expect(await store.getLead(theirs.leadId)).toMatchObject({
      tenant: owner,
      status: 'incomplete',
    });
    expect(await store.jobsForLead(theirs.leadId)).toEqual([]);
  });

  it('lists a tenant’s leads by status, date and limit, oldest first', async () => {
    const tenant = uniqueTenant();
    const other = uniqueTenant();
    const ids: string[] = [];
    for (const name of ['Ann', 'Ben', 'Cai']) {
      const result = await store.acceptLead(enquiry(tenant, name));
      if (result.kind === 'accepted') ids.push(result.leadId);
      clock.advance(24 * 3_600_000);
    }
    const step = await store.acceptLead(financeStep(tenant, 1, 'incomplete'));
    await store.acceptLead(enquiry(other));

    const all = await store.listLeads(tenant);
    const complete = await store.listLeads(tenant, { status: 'complete' });
    const incomplete = await store.listLeads(tenant, { status: 'incomplete' });
    const recent = await store.listLeads(tenant, { since: new Date('2025-03-02T00:00:00Z') });
    const firstTwo = await store.listLeads(tenant, { limit: 2 });

    expect(all.map((lead) => lead.fields['name'])).toEqual(['Ann', 'Ben', 'Cai', 'Sam']);
    expect(complete.map((lead) => lead.id)).toEqual(ids);
    expect(incomplete.map((lead) => lead.id)).toEqual([step.kind === 'accepted' && step.leadId]);
    expect(recent.map((lead) => lead.fields['name'])).toEqual(['Ben', 'Cai', 'Sam']);
    expect(firstTwo.map((lead) => lead.fields['name'])).toEqual(['Ann', 'Ben']);
    expect(await store.listTenants()).toEqual([tenant, other].sort());
    expect(await store.getLead(ids[0] ?? '', other)).toBeUndefined();
    expect(await store.getLead(ids[0] ?? '', tenant)).toMatchObject({ id: ids[0] });
    expect(await store.getLead('lead_missing')).toBeUndefined();
  });
});
