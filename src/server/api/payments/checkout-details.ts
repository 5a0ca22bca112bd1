/**
 * The shopper's details a checkout posts, checked with the lead forms' own field schemas and
 * messages (src/lib/forms): first and last name, e-mail and phone required, postcode
 * optional, and the deposit terms accepted (`terms_accepted: true`).
 */
import {
  checkoutBody,
  checkoutFields,
  type CheckoutDetails as PostedDetails,
} from '../../../lib/checkout/details.ts';
import { schemaForFields } from '../../../lib/forms/index.ts';
import { validateSyncOrMessages } from '../../../lib/forms/validation-errors.ts';
import { ApiError } from '../app/index.ts';
import { formRulesOf } from '../routes/tenant-context.ts';
import type { TenantData } from '../tenant/index.ts';

/** The shopper's details as the reservation and its lead keep them (terms were accepted). */
export type CheckoutDetails = Omit<PostedDetails, 'terms_accepted'>;

/** The validated details, or ApiError(422) with `fields` as the forms show them. */
export function checkoutDetails(tenant: TenantData, body: unknown): CheckoutDetails {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object');
  }
  const record = body as Record<string, unknown>;
  const rules = formRulesOf(tenant);
  // The page's own fields, terms box included, so both sides say the same about each one.
  const schema = schemaForFields(checkoutFields(rules), rules);
  const result = validateSyncOrMessages(schema, record);
  if ('messages' in result) {
    throw new ApiError(422, 'Please check the details you entered.', {
      fields: { ...result.messages },
    });
  }
  const { terms_accepted: _accepted, ...details } = checkoutBody(result.value);
  return details;
}
