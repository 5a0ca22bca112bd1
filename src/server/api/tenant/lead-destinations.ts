import { leadEmailRecipients } from '../../../lib/config/lead-delivery.ts';
import type { TenantData } from './tenant-data.ts';

/** Where one lead goes (the delivery contract's destination shapes). */
export type LeadDestination =
  { kind: 'email'; to: string[] } | { kind: 'webhook'; url: string; secret: string };

/** A webhook the dealer configured that cannot be used on this machine, and why. */
export interface DisabledWebhook {
  url: string;
  secret_env: string;
  warning: string;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** What a lead is about: the car it names, or the location the shopper chose. */
export interface LeadSubject {
  carId?: number | string | undefined;
  location?: number | string | undefined;
}

/**
 * The destinations of one lead: e-mail (routed to the car's location, else the chosen one,
 * when the dealer routes by location) and every webhook whose secret is in `env`. Webhooks
 * without one are left out and listed in `disabled`, for the caller to log.
 */
export function leadDestinations(
  tenant: TenantData,
  subject: LeadSubject,
  env: Env,
): { destinations: LeadDestination[]; disabled: DisabledWebhook[] } {
  const destinations: LeadDestination[] = [];
  const to = leadEmailRecipients(
    tenant.lead_delivery.email,
    tenant.dealer.email,
    locationEmail(tenant, subject),
  );
  if (to.length > 0) destinations.push({ kind: 'email', to });
  const { active, disabled } = webhookSecrets(tenant, env);
  destinations.push(...active);
  return { destinations, disabled };
}

/** The dealer's webhooks with their secrets read from `env`; those without one are disabled. */
export function webhookSecrets(
  tenant: Pick<TenantData, 'dealer' | 'lead_delivery'>,
  env: Env,
): { active: Extract<LeadDestination, { kind: 'webhook' }>[]; disabled: DisabledWebhook[] } {
  const active: Extract<LeadDestination, { kind: 'webhook' }>[] = [];
  const disabled: DisabledWebhook[] = [];
  for (const { url, secret_env } of tenant.lead_delivery.webhooks) {
    const secret = env[secret_env]?.trim();
    if (secret) {
      active.push({ kind: 'webhook', url, secret });
      continue;
    }
    disabled.push({
      url,
      secret_env,
      warning: `${tenant.dealer.slug}: webhook ${url} is disabled: the environment variable ${secret_env} (its signing secret) is not set`,
    });
  }
  return { active, disabled };
}

function locationEmail(tenant: TenantData, subject: LeadSubject): string | undefined {
  const car = subject.carId === undefined ? undefined : tenant.car(subject.carId);
  const place = car ? tenant.location(car.location_id) : undefined;
  const chosen = subject.location === undefined ? undefined : tenant.location(subject.location);
  return (place ?? chosen)?.email;
}
