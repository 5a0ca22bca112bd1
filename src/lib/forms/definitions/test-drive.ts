import type { FormRules } from '../rules.ts';
import {
  emailField,
  fixedField,
  locationFields,
  nameField,
  optInField,
  optionalMessageField,
  phoneField,
} from './common-fields.ts';
import type { FormDefinition } from './form-definition.ts';

/**
 * Book a Test Drive: a location (always asked for: the times depend on it) and a time from
 * the slots the API offers for it, both required.
 */
export function testDriveForm(rules: FormRules): FormDefinition {
  return {
    kind: 'test-drive',
    title: 'Book a Test Drive',
    submitLabel: 'Book a Test Drive',
    fields: [
      nameField(),
      emailField(),
      phoneField(rules),
      fixedField('category', 'Test Drive'),
      ...locationFields(rules, true),
      {
        name: 'dateTime',
        type: 'datetime',
        label: 'Preferred Date and Time',
        help: 'Times the location has free for a test drive.',
      },
      optionalMessageField('Anything we should know?'),
      optInField(),
    ],
    car: 'optional',
  };
}
