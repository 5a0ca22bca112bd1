import type { FieldDefinition } from '../../../lib/forms/fields.ts';
import type { FormRules } from '../../../lib/forms/rules.ts';
import { isFieldShown } from '../../../lib/forms/visibility.ts';
import type { FormValues } from './form-values.ts';

/**
 * The values a submission sends: every shown field's (trimmed), none of a field its showIf
 * hides (spec §4), hidden fields with their specialValue.
 */
export function shownValues(
  fields: readonly FieldDefinition[],
  values: FormValues,
  rules: FormRules,
): Record<string, string | boolean> {
  const sent: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || !isFieldShown(field, values, fields, rules)) continue;
    sent[field.name] = typeof value === 'string' ? value.trim() : value;
  }
  return sent;
}

/** The first field, in form order, that is drawn and has an error: where focus goes on submit. */
export function firstInvalidField(
  fields: readonly FieldDefinition[],
  values: FormValues,
  errors: Partial<Record<string, unknown>>,
  rules: FormRules,
): FieldDefinition | undefined {
  return fields.find(
    (field) => !field.hidden && errors[field.name] && isFieldShown(field, values, fields, rules),
  );
}
