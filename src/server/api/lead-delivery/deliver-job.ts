import path from 'node:path';
import {
  carSnapshotFrom,
  tradeInVehicleFrom,
  type DeliveryLead,
  type Destination,
  type LeadFields,
} from '../../../lib/delivery/index.ts';
import { deliver } from '../delivery/index.ts';
import { deliverShopperNotice, isShopperNotice } from './shopper-notice.ts';
import type { OutboxOutcome } from '../outbox/index.ts';
import type { ClaimedJob, JsonObject } from '../store/index.ts';
import { loadTenantData, TenantDataError, type Env, type TenantData } from '../tenant/index.ts';

export interface LeadDelivererOptions {
  /** Where the built sites are: each dealer's tenant data names its locations and zone. */
  distDir: string;
  /** Holds the local e-mail outbox folder when no SMTP server is configured. */
  dataDir: string;
  /** SMTP_URL, LEADS_FROM and the webhooks' secret variables. */
  env: Env;
}

/**
 * The outbox worker's `deliver`: one claimed job to its destination, as the lead was stored
 * (the dealer's e-mail and webhooks, or the shopper's deposit e-mail).
 * A webhook's secret is read from the environment now (the job names its variable), so a
 * secret set after the lead arrived is used on the next attempt.
 */
export function createLeadDeliverer(
  options: LeadDelivererOptions,
): (job: ClaimedJob) => Promise<OutboxOutcome> {
  return async (job) => {
    const shopper = isShopperNotice(job.destination);
    const destination = shopper ? null : destinationOf(job.destination, options.env);
    if (destination && 'error' in destination) return { kind: 'retry', error: destination.error };
    let tenant: TenantData;
    try {
      tenant = await loadTenantData(path.join(options.distDir, job.tenant));
    } catch (error) {
      if (!(error instanceof TenantDataError)) throw error;
      return { kind: 'retry', error: `the ${job.tenant} site has no readable tenant data` };
    }
    const context = {
      deliveryId: job.id,
      dataDir: options.dataDir,
      ...(options.env['SMTP_URL'] ? { smtpUrl: options.env['SMTP_URL'] } : {}),
      ...(options.env['LEADS_FROM'] ? { from: options.env['LEADS_FROM'] } : {}),
    };
    if (!destination) return deliverShopperNotice(job, tenant, context);
    return deliver(destination, deliveryLead(job, tenant), context);
  };
}

function destinationOf(stored: JsonObject, env: Env): Destination | { error: string } {
  if (stored['kind'] === 'email' && Array.isArray(stored['to'])) {
    return { kind: 'email', to: stored['to'].filter((to): to is string => typeof to === 'string') };
  }
  const url = stored['url'];
  const secretEnv = stored['secret_env'];
  if (stored['kind'] === 'webhook' && typeof url === 'string' && typeof secretEnv === 'string') {
    const secret = env[secretEnv]?.trim();
    if (!secret) return { error: `the webhook secret variable ${secretEnv} is not set` };
    return { kind: 'webhook', url, secret };
  }
  return { error: 'the stored destination is not one this version knows' };
}

/** The stored lead as the delivery code reads it, with the dealer and location it is for. */
function deliveryLead(job: ClaimedJob, tenant: TenantData): DeliveryLead {
  const { lead } = job;
  const fields = lead.fields as LeadFields & Record<string, unknown>;
  const car = carSnapshotFrom(lead.car);
  const carLocationId = lead.car?.['location_id'];
  const chosen = typeof fields['location'] === 'string' ? fields['location'] : undefined;
  const location =
    (typeof carLocationId === 'number' ? tenant.location(carLocationId) : undefined) ??
    (chosen ? tenant.location(chosen) : undefined);
  return {
    id: lead.id,
    createdAt: lead.completedAt ?? lead.createdAt,
    form: lead.form,
    dealer: {
      slug: tenant.dealer.slug,
      name: tenant.dealer.name,
      country: tenant.dealer.country,
      timeZone: tenant.dealer.time_zone,
      email: tenant.dealer.email,
      phone: tenant.dealer.phone,
    },
    location: location
      ? { name: location.name, email: location.email, phone: location.phone }
      : null,
    fields,
    car,
    tradeIn: tradeInVehicleFrom({
      year: fields['trade_in_year'],
      make: fields['trade_in_make'],
      model: fields['trade_in_model'],
      km: fields['trade_in_km'],
    }),
  };
}
