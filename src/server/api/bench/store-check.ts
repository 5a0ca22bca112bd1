/**
 * The kill bench's verdict, read from the store after the run: every lead the API
 * acknowledged is there exactly once, complete, under the id it was acknowledged with, with
 * exactly the delivery jobs its destinations imply (leadDestinations, the rule the API
 * applies); and no Idempotency-Key produced two leads (each key's lead has its own e-mail
 * address, so copies are found by address).
 */
import type { DeliveryJob, Store, StoredLead } from '../store/index.ts';
import { leadDestinations, type Env, type TenantData } from '../tenant/index.ts';
import { benchKeyPrefix, type BenchLead } from './bench-leads.ts';

export interface Acknowledged {
  lead: BenchLead;
  /** The lead_id the API answered. */
  leadId: string;
}

export interface StoreCheck {
  acknowledged: number;
  /** Leads in the store carrying an address of this run. */
  stored: number;
  /** Keys whose acknowledged lead id is not in the store. */
  missing: string[];
  /** Keys with more than one lead in the store. */
  duplicated: string[];
  /** Keys whose stored lead is not complete or not what was sent. */
  altered: string[];
  /** Keys whose lead lacks a delivery job, or has one too many. */
  wrongJobs: string[];
  /** Leads stored for keys the client never saw acknowledged (possible only if it gave up). */
  unacknowledged: number;
  ok: boolean;
}

export async function checkStoredLeads(
  store: Store,
  tenants: readonly TenantData[],
  acknowledged: readonly Acknowledged[],
  run: { runId: string; env: Env },
): Promise<StoreCheck> {
  const { env } = run;
  const prefix = benchKeyPrefix(run.runId);
  const byEmail = new Map<string, StoredLead[]>();
  for (const tenant of tenants) {
    for (const lead of await store.listLeads(tenant.dealer.slug)) {
      const email = lead.fields['email'];
      if (typeof email !== 'string' || !email.startsWith(prefix)) continue;
      byEmail.set(email, [...(byEmail.get(email) ?? []), lead]);
    }
  }
  const jobs = groupJobs(await store.jobsForLeads(acknowledged.map((ack) => ack.leadId)));
  const tenantBySlug = new Map(tenants.map((tenant) => [tenant.dealer.slug, tenant]));
  const check: StoreCheck = {
    acknowledged: acknowledged.length,
    stored: [...byEmail.values()].reduce((sum, copies) => sum + copies.length, 0),
    missing: [],
    duplicated: [],
    altered: [],
    wrongJobs: [],
    unacknowledged: 0,
    ok: false,
  };
  const seen = new Set<string>();
  for (const { lead, leadId } of acknowledged) {
    seen.add(lead.email);
    const copies = byEmail.get(lead.email) ?? [];
    if (copies.length > 1) check.duplicated.push(lead.key);
    const stored = copies.find((copy) => copy.id === leadId);
    if (!stored) {
      check.missing.push(lead.key);
      continue;
    }
    if (!isAsSent(stored, lead)) check.altered.push(lead.key);
    const tenant = tenantBySlug.get(lead.tenant);
    const expected = tenant ? expectedJobs(tenant, lead, env) : [];
    if (!sameList(expected, (jobs.get(leadId) ?? []).map(jobSignature))) {
      check.wrongJobs.push(lead.key);
    }
  }
  for (const [email, copies] of byEmail)
    if (!seen.has(email)) check.unacknowledged += copies.length;
  check.ok =
    check.missing.length === 0 &&
    check.duplicated.length === 0 &&
    check.altered.length === 0 &&
    check.wrongJobs.length === 0;
  return check;
}

function isAsSent(stored: StoredLead, lead: BenchLead): boolean {
  return (
    stored.status === 'complete' &&
    stored.tenant === lead.tenant &&
    stored.form === lead.body['form'] &&
    stored.fields['name'] === lead.body['name'] &&
    stored.fields['email'] === lead.email
  );
}

function expectedJobs(tenant: TenantData, lead: BenchLead, env: Env): string[] {
  const { destinations } = leadDestinations(
    tenant,
    { carId: lead.carId, location: lead.location },
    env,
  );
  return destinations.map((d) =>
    d.kind === 'email' ? `email:${d.to.join(',')}` : `webhook:${d.url}`,
  );
}

function jobSignature(job: DeliveryJob): string {
  const { kind, to, url } = job.destination;
  if (kind === 'email' && Array.isArray(to)) return `email:${to.join(',')}`;
  return `${String(kind)}:${String(url)}`;
}

function groupJobs(jobs: readonly DeliveryJob[]): Map<string, DeliveryJob[]> {
  const grouped = new Map<string, DeliveryJob[]>();
  for (const job of jobs) grouped.set(job.leadId, [...(grouped.get(job.leadId) ?? []), job]);
  return grouped;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  const left = [...a].sort();
  const right = [...b].sort();
  return left.length === right.length && left.every((item, i) => item === right[i]);
}
