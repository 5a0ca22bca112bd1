/**
 * The lead API end to end on a real SQLite store: submits, validation with the forms' own
 * messages, Idempotency-Key replay, anti-spam checks, multi-step saves, the plain HTML
 * subscribe post, test-drive slots and bookings, the tracking beacon, and delivery of the
 * committed lead to the local e-mail outbox by the outbox worker.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/lib/forms/index.ts';
import { DEFAULT_RETRY_POLICY, startOutboxWorker } from '../../../src/server/api/outbox/index.ts';
import { outboxFile } from '../../../src/server/api/delivery/index.ts';
import { createLeadDeliverer } from '../../../src/server/api/lead-delivery/deliver-job.ts';
import { leafParts, parseMime } from '../delivery/mime.ts';
import {
  HOST,
  ORIGIN,
  TENANT,
  leadApiFixture,
  post,
  type LeadApiFixture,
} from './lead-api-fixture.ts';

/** Monday 30 November 2026, 8am in Perth: the dealer's yards open later that morning. */
const NOW = new Date('2026-11-30T00:00:00Z');
let api: LeadApiFixture;
beforeAll(async () => {
  api = await leadApiFixture({ now: NOW });
});
afterAll(() => api.close());

const shopper = {
  name: 'Alex',
  email: 'alex@example.com',
  phone: '0412 345 678',
  fc_elapsed_ms: 9000,
};

describe('POST /api/leads', () => {
  it('accepts a general enquiry after committing it with its delivery job', async () => {
    const reply = await post(api.app, '/api/leads', {
      form: 'enquiry',
      ...shopper,
      category: 'Sales Enquiry',
      location: '6101',
      message: 'Do you have any adventure bikes coming in?',
    });
    expect(reply.statusCode).toBe(201);
    const body = reply.json<{ lead_id: string; event_id: number }>();
    expect(body.event_id).toBe(22);
    const lead = await api.store.getLead(body.lead_id, TENANT);
    expect(lead?.status).toBe('complete');
    expect(lead?.fields['phone']).toBe('0412345678');
    const jobs = await api.store.jobsForLead(body.lead_id);
    expect(jobs.map((job) => job.destination['kind'])).toEqual(['email']);
  });

  it("takes a used car enquiry's car fields from the dealer's own copy of the car", async () => {
    const car = api.prepared.site.cars.find((c) => c.car_type === 'used' && !c.sold);
    expect(car).toBeDefined();
    const reply = await post(api.app, '/api/leads', {
      form: 'enquiry',
      ...shopper,
      car_id: String(car!.id),
      car_type: 'new',
      'Vehicle Make': 'Not the make',
      message: 'Is it still available?',
    });
    expect(reply.statusCode).toBe(201);
    const { lead_id, event_id } = reply.json<{ lead_id: string; event_id: number }>();
    expect(event_id).toBe(15);
    const lead = await api.store.getLead(lead_id);
    expect(lead?.fields['Vehicle Make']).toBe(car!.make);
    expect(lead?.car?.['stocknum']).toBe(car!.stocknum);
  });

  it('answers 422 with the spec messages per field and stores nothing', async () => {
    const before = (await api.store.listLeads(TENANT)).length;
    const reply = await post(api.app, '/api/leads', {
      form: 'enquiry',
      fc_elapsed_ms: 9000,
      email: 'not-an-email',
      phone: '12345',
      category: 'Sales Enquiry',
      location: '6101',
      message: 'Hi',
    });
    expect(reply.statusCode).toBe(422);
    const body = reply.json<{ error: string; fields: Record<string, string> }>();
    expect(body.error).toBe(MESSAGES.submitFailed);
    expect(body.fields).toMatchObject({
      name: MESSAGES.required,
      email: MESSAGES.email,
      phone: MESSAGES.phone,
    });
    expect((await api.store.listLeads(TENANT)).length).toBe(before);
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses it for another body', async () => {
    const lead = {
      form: 'subscribe',
      name: 'Sam',
      email: 'sam@example.com',
      phone: '0412 000 111',
      fc_elapsed_ms: 4000,
    };
    const key = { 'idempotency-key': 'c1d2e3f4-0000-4000-8000-000000000001' };
    const first = await post(api.app, '/api/leads', lead, key);
    const again = await post(api.app, '/api/leads', { ...lead, fc_elapsed_ms: 7000 }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await post(api.app, '/api/leads', { ...lead, name: 'Sue' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json<{ error: string }>().error).toMatch(/Idempotency-Key/);
  });

  it('refuses a filled honeypot and a form sent faster than a person can', async () => {
    const lead = { form: 'subscribe', name: 'Bot', email: 'bot@example.com' };
    const honeypot = await post(api.app, '/api/leads', {
      ...lead,
      fc_hp: 'x',
      fc_elapsed_ms: 5000,
    });
    expect(honeypot.statusCode).toBe(400);
    const fast = await post(api.app, '/api/leads', { ...lead, fc_elapsed_ms: 300 });
    expect(fast.statusCode).toBe(400);
    expect(fast.json<{ error: string }>().error).toMatch(/too quickly/);
  });

  it('answers only on a dealer host', async () => {
    const reply = await api.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ form: 'subscribe', ...shopper }),
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('multi-step forms', () => {
  const steps = {
    form: 'finance',
    fc_elapsed_ms: 20000,
    vehicle_type: 'Used car',
    loan_amount: '25000',
    loan_term: '5 years',
  };

  it('saves each step as one incomplete lead, then completes it once', async () => {
    const first = await post(api.app, '/api/leads', {
      ...steps,
      lead_status: 'Incomplete',
      form_completed: false,
      step_index: 0,
      step_number: 1,
      progress: 0,
      skipped_steps: [],
      isLastStep: false,
    });
    expect(first.statusCode).toBe(200);
    const { lead_id } = first.json<{ lead_id: string }>();
    expect((await api.store.getLead(lead_id))?.status).toBe('incomplete');
    expect(await api.store.jobsForLead(lead_id)).toEqual([]);

    const final = {
      ...steps,
      ...shopper,
      last_name: 'Lee',
      postcode: '6000',
      employment_status: 'Retired',
      terms_agreed: true,
      lead_status: 'Complete',
      form_completed: true,
      step_index: 5,
      step_number: 6,
      progress: 100,
      skipped_steps: [{ from: 2, to: 4 }],
      isLastStep: true,
    };
    const done = await post(api.app, `/api/leads/${lead_id}`, final, {}, 'PUT');
    expect(done.statusCode).toBe(201);
    expect(done.json<{ lead_id: string }>().lead_id).toBe(lead_id);
    const lead = await api.store.getLead(lead_id);
    expect(lead?.status).toBe('complete');
    expect(await api.store.jobsForLead(lead_id)).toHaveLength(1);

    const again = await post(api.app, `/api/leads/${lead_id}`, final, {}, 'PUT');
    expect(again.statusCode).toBe(409);
    expect(await api.store.jobsForLead(lead_id)).toHaveLength(1);
  });
});

describe('the footer subscribe form without JavaScript', () => {
  const form = (fields: Record<string, string>) =>
    api.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: {
        host: HOST,
        origin: ORIGIN,
        referer: `${ORIGIN}/about-us`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it('goes to the success page', async () => {
    const reply = await form({
      form: 'subscribe',
      name: 'Kim',
      email: 'kim@example.com',
      phone: '0412 000 222',
      fc_hp: '',
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/success?form=subscribe');
  });

  it('shows what to fix on a page with the way back', async () => {
    const reply = await form({
      form: 'subscribe',
      name: 'Kim',
      email: 'kim@',
      phone: '0412 000 222',
      fc_hp: '',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
    expect(reply.body).toContain(MESSAGES.email);
    expect(reply.body).toContain('href="/about-us"');
  });
});

describe('test drives', () => {
  const slots = () =>
    api.app.inject({ url: '/api/test-drive/slots?location=6101', headers: { host: HOST } });

  it('offers slots from the hours, and a booked slot is no longer offered or bookable', async () => {
    const offered = await slots();
    expect(offered.statusCode).toBe(200);
    type Days = { days: { date: string; slots: { value: string; label: string }[] }[] };
    const [day] = offered.json<Days>().days;
    const slot = day?.slots[0]?.value;
    expect(slot).toMatch(/^2026-1[12]-\d\dT\d\d:\d\d$/);

    const booking = { form: 'test-drive', ...shopper, location: '6101', dateTime: slot };
    expect((await post(api.app, '/api/leads', booking)).statusCode).toBe(201);
    const after = (await slots()).json<Days>();
    expect(after.days.flatMap((d) => d.slots.map((s) => s.value))).not.toContain(slot);

    const clash = await post(api.app, '/api/leads', { ...booking, email: 'other@example.com' });
    expect(clash.statusCode).toBe(422);
    expect(Object.keys(clash.json<{ fields: object }>().fields)).toEqual(['dateTime']);
  });

  it('refuses a location that takes no test drives', async () => {
    const reply = await api.app.inject({
      url: '/api/test-drive/slots?location=6102',
      headers: { host: HOST },
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('POST /api/track', () => {
  const track = (body: Record<string, unknown>) => post(api.app, '/api/track', body);

  it('stores the reveal-phone call and numbered events, and refuses unknown ones', async () => {
    const reveal = {
      event: 'reveal_phone',
      event_id: null,
      path: '/cars/x',
      car_id: 1,
      website_id: 7,
    };
    expect((await track(reveal)).statusCode).toBe(204);
    expect((await track({ event: 'favourite_add', event_id: 39, path: '/' })).statusCode).toBe(204);
    expect((await track({ event: 'made_up', event_id: 99, path: '/' })).statusCode).toBe(422);
    const counts = await api.store.countEvents(TENANT, new Date(0));
    expect(counts).toEqual({ reveal_phone: 1, favourite_add: 1 });
  });
});

describe('delivery', () => {
  it('writes every completed lead to the local e-mail outbox as ADF', async () => {
    const worker = startOutboxWorker({
      store: api.store,
      deliver: createLeadDeliverer({ distDir: api.distDir, dataDir: api.dataDir, env: {} }),
      policy: DEFAULT_RETRY_POLICY,
      pollMs: 60_000,
    });
    await worker.drain();
    await worker.stop();
    const complete = await api.store.listLeads(TENANT, { status: 'complete' });
    expect(complete.length).toBeGreaterThan(3);
    const jobs = await api.store.jobsForLeads(complete.map((lead) => lead.id));
    expect(jobs.every((job) => job.status === 'delivered')).toBe(true);
    const file = outboxFile(api.dataDir, TENANT, jobs[0]!.id);
    expect(existsSync(file)).toBe(true);
    const adf = leafParts(parseMime(readFileSync(file, 'utf8'))).find(
      (part) => part.type === 'text/plain',
    );
    expect(adf?.text).toContain('<?adf version="1.0"?>');
    expect(api.completed).toBe(complete.length);
  });
});
