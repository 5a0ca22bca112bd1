import type { FieldDefinition } from '../../../lib/forms/fields.ts';

/** A form's values as formik holds them: text controls hold strings, checkboxes booleans. */
export type FormValues = Record<string, string | boolean | undefined>;

/**
 * The values a form opens with: hidden fields carry their specialValue, checkboxes start
 * unticked, and what the shopper typed last time (the stored user) fills the rest.
 */
export function initialFormValues(
  fields: readonly FieldDefinition[],
  prefill: Readonly<Record<string, string>> = {},
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.hidden) values[field.name] = field.specialValue ?? '';
    else if (field.type === 'checkbox') values[field.name] = false;
    else values[field.name] = prefill[field.name] ?? '';
  }
  return values;
}
