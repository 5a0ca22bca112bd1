import { isBookableSlot } from '../../../lib/test-drive/index.ts';
import { leadFieldsOf, validateLead, type NormalisedLead } from '../../../lib/forms/index.ts';
import { ApiError } from '../app/index.ts';
import type { AcceptLeadInput, LeadDestination as StoredDestination } from '../store/index.ts';
import { leadDestinations, type Env, type TenantCar, type TenantData } from '../tenant/index.ts';
import { formRulesOf } from './tenant-context.ts';

export interface IntakeOptions {
  now: Date;
  env: Env;
  /** Test drives already booked at the location the body names (local date-times). */
  bookings: readonly string[];
}

/** A validated lead, ready for the store, and the webhooks left out for want of a secret. */
export interface LeadIntake {
  input: Omit<AcceptLeadInput, 'idempotencyKey' | 'requestHash'>;
  disabledWebhooks: string[];
}

/**
 * From a posted body to what the store commits (contract 1): the car fields are taken from
 * the dealer's own copy of the car when the id is known (a page may be older than the feed),
 * the body is validated with the forms' own schema, a test-drive time is re-checked against
 * the location's hours, and the destinations are chosen. Throws ApiError(422) with the
 * field messages.
 */
export function leadIntake(
  tenant: TenantData,
  body: Record<string, unknown>,
  options: IntakeOptions,
): LeadIntake {
  const car = carOf(tenant, body['car_id']);
  // A car's lead is about the car's own yard unless the shopper chose another.
  const withCar = car ? { location: String(car.location_id), ...body, ...leadFieldsOf(car) } : body;
  const validation = validateLead(withCar, formRulesOf(tenant));
  if (!validation.ok) {
    throw new ApiError(422, validation.error, { fields: validation.fields });
  }
  const { lead } = validation;
  if (lead.form === 'test-drive' && lead.lead_status === 'Complete') {
    checkTestDriveSlot(tenant, lead, options);
  }
  const complete = lead.lead_status === 'Complete';
  const routed = leadDestinations(
    tenant,
    { carId: car?.id, location: stringField(lead, 'location') },
    options.env,
  );
  return {
    input: {
      tenant: tenant.dealer.slug,
      form: lead.form,
      eventId: lead.event_id,
      fields: lead.fields,
      car: car ?? null,
      status: complete ? 'complete' : 'incomplete',
      ...(lead.lead_id ? { leadId: lead.lead_id } : {}),
      ...(lead.step
        ? {
            step: {
              stepNumber: lead.step.step_number,
              progress: lead.step.progress,
              skippedSteps: lead.step.skipped_steps,
            },
          }
        : {}),
      destinations: storedDestinations(tenant, routed.destinations),
    },
    disabledWebhooks: routed.disabled.map((webhook) => webhook.warning),
  };
}

function carOf(tenant: TenantData, carId: unknown): TenantCar | undefined {
  return typeof carId === 'string' || typeof carId === 'number' ? tenant.car(carId) : undefined;
}

function stringField(lead: NormalisedLead, name: string): string | undefined {
  const value = lead.fields[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function checkTestDriveSlot(
  tenant: TenantData,
  lead: NormalisedLead,
  options: IntakeOptions,
): void {
  const location = tenant.location(stringField(lead, 'location') ?? '');
  const dateTime = stringField(lead, 'dateTime') ?? '';
  const bookable =
    location?.test_drives === true &&
    isBookableSlot(
      {
        openingHours: location.opening_hours,
        specialHours: location.special_hours,
        bookings: options.bookings,
        now: options.now,
        timeZone: location.time_zone,
      },
      dateTime,
    );
  if (!bookable) {
    const message = 'That time is no longer available. Please choose another.';
    throw new ApiError(422, message, { fields: { dateTime: message } });
  }
}

/**
 * Destinations as the outbox keeps them: a webhook is stored with the name of the variable
 * holding its secret, never the secret, which the worker reads when it delivers.
 */
/** Destinations as the outbox keeps them (webhooks by their secret's variable name). */
export function storedDestinations(
  tenant: TenantData,
  destinations: ReturnType<typeof leadDestinations>['destinations'],
): StoredDestination[] {
  const secretEnvByUrl = new Map(tenant.lead_delivery.webhooks.map((w) => [w.url, w.secret_env]));
  return destinations.map((destination) =>
    destination.kind === 'email'
      ? { key: `email:${destination.to.join(',')}`, destination }
      : {
          key: `webhook:${destination.url}`,
          destination: {
            kind: 'webhook',
            url: destination.url,
            secret_env: secretEnvByUrl.get(destination.url),
          },
        },
  );
}
