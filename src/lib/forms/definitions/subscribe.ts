import type { FormRules } from '../rules.ts';
import { emailField, fixedField, nameField, phoneField } from './common-fields.ts';
import type { FormDefinition } from './form-definition.ts';

/**
 * The footer's Subscribe For Updates (§5: no message, no location, category General
 * Enquiry). Subscribing is the shopper's opt-in, so the lead says so.
 */
export function subscribeForm(rules: FormRules): FormDefinition {
  return {
    kind: 'subscribe',
    title: 'Subscribe For Updates',
    submitLabel: 'Subscribe',
    fields: [
      nameField(),
      emailField(),
      phoneField(rules),
      fixedField('category', 'General Enquiry'),
      { name: 'opt_in', type: 'checkbox', label: 'opt_in', hidden: true, specialValue: 'true' },
    ],
    car: 'none',
  };
}
