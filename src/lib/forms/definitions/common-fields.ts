import type { FieldDefinition } from '../fields.ts';
import { LABELS } from '../labels.ts';
import { phoneInputIsNumeric } from '../phone.ts';
import { POSTCODE_MAX_LENGTH } from '../postcode.ts';
import type { FormRules } from '../rules.ts';

/** The fields most forms share, so a label or an autocomplete hint is written once. */

export function nameField(label = 'Name'): FieldDefinition {
  return {
    name: 'name',
    type: 'text',
    label,
    autoComplete: label === 'Name' ? 'name' : 'given-name',
  };
}

export function lastNameField(): FieldDefinition {
  return { name: 'last_name', type: 'text', label: 'Last Name', autoComplete: 'family-name' };
}

export function emailField(label = 'Email'): FieldDefinition {
  return { name: 'email', type: 'email', label, autoComplete: 'email', inputMode: 'email' };
}

/** §5: NZ-configured sites take numeric input (its 'Too many characters' bound is the schema's). */
export function phoneField(rules: FormRules, label = 'Phone'): FieldDefinition {
  return {
    name: 'phone',
    type: 'tel',
    label,
    autoComplete: 'tel',
    inputMode: phoneInputIsNumeric(rules.phone) ? 'numeric' : 'tel',
  };
}

export function postcodeField(): FieldDefinition {
  return {
    name: 'postcode',
    type: 'postcode',
    label: 'Postcode',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: POSTCODE_MAX_LENGTH,
  };
}

/** §5: the message is required unless the dealer's `message_required` is off. */
export function messageField(rules: FormRules, label = 'Message'): FieldDefinition {
  return { name: 'message', type: 'textarea', label, required: rules.messageRequired };
}

export function optionalMessageField(label: string): FieldDefinition {
  return { name: 'message', type: 'textarea', label, required: false };
}

/** §5 "opt_in is optional", with the §9 default opt-in text as its label. */
export function optInField(): FieldDefinition {
  return { name: 'opt_in', type: 'checkbox', label: LABELS.optIn, required: false };
}

/** A fixed lead value the shopper does not choose (the category of most forms). */
export function fixedField(name: string, value: string): FieldDefinition {
  return { name, type: 'text', label: name, hidden: true, specialValue: value };
}

/**
 * §5 "The location and dealership selects are required where shown": shown (and required)
 * when the dealer has several locations to choose from; a single location is sent hidden; no
 * locations known leaves it out unless the form cannot do without one (`always`).
 */
export function locationFields(rules: FormRules, always = false): FieldDefinition[] {
  const locations = rules.locations ?? [];
  const [only] = locations;
  if (locations.length === 1 && only) return [fixedField('location', only.value)];
  if (locations.length === 0 && !always) return [];
  return [{ name: 'location', type: 'select', label: 'Location', options: locations }];
}
