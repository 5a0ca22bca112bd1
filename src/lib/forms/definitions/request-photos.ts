import type { FormRules } from '../rules.ts';
import {
  emailField,
  fixedField,
  nameField,
  optInField,
  optionalMessageField,
  phoneField,
} from './common-fields.ts';
import type { FormDefinition } from './form-definition.ts';

/** Request more photos of a car: the car's fields go with it, the message says which. */
export function requestPhotosForm(rules: FormRules): FormDefinition {
  return {
    kind: 'request-photos',
    title: 'Request Photos',
    submitLabel: 'Request Photos',
    fields: [
      nameField(),
      emailField(),
      phoneField(rules),
      fixedField('category', 'Request Photos'),
      optionalMessageField('Which photos would you like?'),
      optInField(),
    ],
    car: 'required',
  };
}
