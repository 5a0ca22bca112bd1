import { LABELS } from '../labels.ts';
import type { FormRules } from '../rules.ts';
import {
  emailField,
  locationFields,
  messageField,
  nameField,
  optInField,
  phoneField,
} from './common-fields.ts';
import { ENQUIRY_CATEGORIES } from './enquiry.ts';
import type { FormDefinition } from './form-definition.ts';

/**
 * The contact page's form (/contact-us/{location-slug} and the generic contact page): a
 * general enquiry; the page's own location is the only one in `rules.locations`, so it goes
 * hidden, while the generic page lets the shopper choose.
 */
export function contactForm(rules: FormRules): FormDefinition {
  return {
    kind: 'contact',
    title: 'Contact Us',
    submitLabel: rules.submitLabel ?? LABELS.enquire,
    fields: [
      nameField(),
      emailField(),
      phoneField(rules),
      { name: 'category', type: 'select', label: 'Enquiry Type', options: ENQUIRY_CATEGORIES },
      ...locationFields(rules),
      messageField(rules),
      optInField(),
    ],
    car: 'none',
  };
}
