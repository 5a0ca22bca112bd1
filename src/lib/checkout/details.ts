import {
  emailField,
  lastNameField,
  nameField,
  phoneField,
  postcodeField,
} from '../forms/definitions/common-fields.ts';
import type { FieldDefinition } from '../forms/fields.ts';
import type { FormRules } from '../forms/rules.ts';

/** The terms box's field: the API refuses a deposit without it (`terms_accepted: true`). */
export const TERMS_FIELD = 'terms_accepted';

export const TERMS_LABEL = 'I have read the deposit terms and accept them';

/**
 * The shopper's details the checkout asks for, as lead form fields (src/lib/forms), so the
 * page and the payment API check them with the same schema and the same messages: first and
 * last name, e-mail and phone required, postcode optional, then the terms box.
 */
export function checkoutFields(rules: FormRules): FieldDefinition[] {
  return [
    nameField('First Name'),
    lastNameField(),
    emailField(),
    phoneField(rules),
    { ...postcodeField(), required: false },
    { name: TERMS_FIELD, type: 'checkbox', label: TERMS_LABEL },
  ];
}

/** What the checkout posts: the typed details, trimmed, blanks left out, terms as `true`. */
export interface CheckoutDetails {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode?: string;
  terms_accepted: true;
}

function text(values: Readonly<Record<string, unknown>>, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The body of payment_intent / hosted_payment from the form's values (already validated). */
export function checkoutBody(values: Readonly<Record<string, unknown>>): CheckoutDetails {
  const postcode = text(values, 'postcode');
  return {
    name: text(values, 'name'),
    last_name: text(values, 'last_name'),
    email: text(values, 'email'),
    phone: text(values, 'phone'),
    ...(postcode ? { postcode } : {}),
    terms_accepted: true,
  };
}
