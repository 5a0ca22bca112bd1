/**
 * The shopper's details a checkout posts, checked with the lead forms' own field schemas and
 * messages (src/lib/forms): first and last name, e-mail and phone required, postcode
 * optional, and the deposit terms accepted (`terms_accepted: true`).
 */
import {
  emailField,
  lastNameField,
  nameField,
  phoneField,
  postcodeField,
} from '../../../lib/forms/definitions/common-fields.ts';
import { schemaForFields } from '../../../lib/forms/index.ts';
import { validateSyncOrMessages } from '../../../lib/forms/validation-errors.ts';
import { ApiError } from '../app/index.ts';
import { formRulesOf } from '../routes/tenant-context.ts';
import type { TenantData } from '../tenant/index.ts';

export interface CheckoutDetails {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode?: string;
}

export const TERMS_MESSAGE = 'Please read and accept the deposit terms.';

/** The validated details, or ApiError(422) with `fields` as the forms show them. */
export function checkoutDetails(tenant: TenantData, body: unknown): CheckoutDetails {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object');
  }
  const record = body as Record<string, unknown>;
  const rules = formRulesOf(tenant);
  const schema = schemaForFields(
    [
      nameField('First Name'),
      lastNameField(),
      emailField(),
      phoneField(rules),
      { ...postcodeField(), required: false },
    ],
    rules,
  );
  const result = validateSyncOrMessages(schema, record);
  const fields: Record<string, string> = 'messages' in result ? { ...result.messages } : {};
  if (record['terms_accepted'] !== true) fields['terms_accepted'] = TERMS_MESSAGE;
  if ('messages' in result || Object.keys(fields).length) {
    throw new ApiError(422, 'Please check the details you entered.', { fields });
  }
  const value = result.value;
  const text = (name: string) =>
    typeof value[name] === 'string' ? (value[name] as string).trim() : '';
  const postcode = text('postcode');
  return {
    name: text('name'),
    last_name: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    ...(postcode ? { postcode } : {}),
  };
}
