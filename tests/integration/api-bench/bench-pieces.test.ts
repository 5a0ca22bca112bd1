/**
 * The API bench's own pieces: the tenant dist it writes is one the API accepts leads on (with
 * the bench's webhook when asked), every bench lead is a valid lead, and the store check
 * finds a lead that is missing, stored twice for one request, or short of a delivery job.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApp } from '../../../src/server/api/app/index.ts';
import { createBenchDist, type BenchDist } from '../../../src/server/api/bench/bench-dist.ts';
import { benchLead, type BenchLead } from '../../../src/server/api/bench/bench-leads.ts';
import { checkStoredLeads, type Acknowledged } from '../../../src/server/api/bench/store-check.ts';
import {
  BENCH_WEBHOOK_SECRET_ENV,
  webhookDelivery,
} from '../../../src/server/api/bench/webhook-scenario.ts';
import { registerLeadApi } from '../../../src/server/api/routes/index.ts';
import { openStore, type Store } from '../../../src/server/api/store/index.ts';
import { TENANT_DATA_FILE } from '../../../src/server/api/tenant/index.ts';
import { BUILD_RECORD_FILE } from '../../../src/server/build/build-record.ts';

const DEALERS = ['ironbark-motorcycles', 'totara-motors'];
const RUN = 'test';
let root: string;
let dist: BenchDist;
let store: Store;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'forecourt-api-bench-test-'));
  dist = await createBenchDist(path.join(root, 'dist'), { dealers: DEALERS });
  store = await openStore({ dataDir: path.join(root, 'data') });
  app = await createPlatformApp({
    distDir: dist.distDir,
    logger: false,
    serveSites: false,
    rateLimits: false,
  });
  registerLeadApi(app, { store, env: {} });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await store.close();
  await rm(root, { recursive: true, force: true });
});

/** Posts a bench lead as the bench's client does; `key` overrides its Idempotency-Key. */
async function post(lead: BenchLead, key = lead.key) {
  const host = `${lead.tenant}.localhost`;
  const reply = await app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: {
      host,
      origin: `http://${host}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    payload: JSON.stringify(lead.body),
  });
  return { status: reply.statusCode, leadId: reply.json<{ lead_id?: string }>().lead_id };
}

describe('the bench dist', () => {
  it('holds each dealer as a tenant: its API data and build record, loaded back', () => {
    expect(dist.tenants.map((tenant) => tenant.dealer.slug)).toEqual(DEALERS);
    for (const slug of DEALERS) {
      expect(existsSync(path.join(dist.distDir, slug, TENANT_DATA_FILE))).toBe(true);
      expect(existsSync(path.join(dist.distDir, slug, BUILD_RECORD_FILE))).toBe(true);
    }
  });

  it("carries the bench's webhook in every dealer's lead delivery when asked", async () => {
    const hooked = await createBenchDist(path.join(root, 'dist-webhook'), {
      dealers: DEALERS.slice(0, 1),
      leadDelivery: webhookDelivery(40123),
    });
    expect(hooked.tenants[0]?.lead_delivery.webhooks).toEqual([
      { url: 'http://127.0.0.1:40123/hooks/leads', secret_env: BENCH_WEBHOOK_SECRET_ENV },
    ]);
  });
});

describe('bench leads', () => {
  it('are accepted by the API on every tenant, in every form the bench mixes', async () => {
    const leads = Array.from({ length: 6 }, (_, n) => benchLead(dist.tenants, 'forms', n));
    expect(new Set(leads.map((lead) => lead.tenant))).toEqual(new Set(DEALERS));
    expect(new Set(leads.map((lead) => lead.carId !== undefined))).toEqual(new Set([true, false]));
    expect(new Set(leads.map((lead) => lead.body['form']))).toEqual(
      new Set(['enquiry', 'subscribe']),
    );
    for (const lead of leads) expect((await post(lead)).status).toBe(201);
  });
});

describe('the store check', () => {
  const acknowledged: Acknowledged[] = [];

  beforeAll(async () => {
    for (let n = 0; n < 4; n++) {
      const lead = benchLead(dist.tenants, RUN, n);
      const { leadId } = await post(lead);
      acknowledged.push({ lead, leadId: leadId! });
    }
  });

  const check = (acks: readonly Acknowledged[], env = {}) =>
    checkStoredLeads(store, dist.tenants, acks, { runId: RUN, env });

  it('passes when every acknowledged lead is stored once with its jobs', async () => {
    const result = await check(acknowledged);
    expect(result).toMatchObject({ acknowledged: 4, stored: 4, unacknowledged: 0, ok: true });
  });

  it('finds an acknowledged lead that is not in the store', async () => {
    const lost = { ...acknowledged[0]!, leadId: 'lead_00000000000000000000000000' };
    const result = await check([lost, ...acknowledged.slice(1)]);
    expect(result.ok).toBe(false);
    expect(result.missing).toEqual([lost.lead.key]);
  });

  it('finds a lead missing the delivery job its destinations imply', async () => {
    const withWebhook = { [BENCH_WEBHOOK_SECRET_ENV]: 'whsec_dGVzdA==' };
    const hooked = dist.tenants.map((tenant) => ({
      ...tenant,
      lead_delivery: webhookDelivery(40123),
    }));
    const result = await checkStoredLeads(store, hooked, acknowledged, {
      runId: RUN,
      env: withWebhook,
    });
    expect(result.wrongJobs).toEqual(acknowledged.map((ack) => ack.lead.key));
    expect(result.ok).toBe(false);
  });

  it('finds one request stored as two leads', async () => {
    const twice = acknowledged[1]!;
    // The same lead sent again under another key: a second lead with the same address.
    expect((await post(twice.lead, `${twice.lead.key}-again`)).status).toBe(201);
    const result = await check(acknowledged);
    expect(result.ok).toBe(false);
    expect(result.duplicated).toEqual([twice.lead.key]);
    expect(result.stored).toBe(5);
  });
});
