import type { FormRules } from '../rules.ts';
import { emailField, fixedField, locationFields, nameField, phoneField } from './common-fields.ts';
import type { FormDefinition } from './form-definition.ts';

/** The careers form: sent as Careers Enquiry, which the lead rewrites (§5 Category rewrite). */
export function careersForm(rules: FormRules): FormDefinition {
  return {
    kind: 'careers',
    title: 'Careers',
    submitLabel: 'Send',
    fields: [
      nameField(),
      emailField(),
      phoneField(rules),
      fixedField('category', 'Careers Enquiry'),
      ...locationFields(rules),
      {
        name: 'position',
        type: 'text',
        label: 'Position of Interest',
        placeholder: 'For example: Sales Consultant, Service Technician',
        required: false,
      },
      {
        name: 'message',
        type: 'textarea',
        label: 'About You',
        help: 'Your experience, and when you could start.',
        required: rules.messageRequired,
      },
    ],
    car: 'none',
  };
}
