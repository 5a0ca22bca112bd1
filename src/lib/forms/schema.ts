import * as yup from 'yup';
import { fieldSchema } from './field-schema.ts';
import type { FieldDefinition } from './fields.ts';
import type { FormRules } from './rules.ts';
import { showIfChain, shownFor } from './visibility.ts';

/**
 * The yup object schema of a set of fields, used by the form (formik's validationSchema) and
 * by the API's validateLead alike. Fields are required unless `required: false`; showIf
 * fields are validated only while shown and left out of the cast value while hidden; hidden
 * fields carry their specialValue.
 */
export function schemaForFields(
  fields: readonly FieldDefinition[],
  rules: FormRules,
): yup.ObjectSchema<Record<string, unknown>> {
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of fields) {
    const schema = fieldSchema(field, rules);
    const chain = showIfChain(field, fields);
    shape[field.name] =
      chain.length === 0
        ? schema
        : yup
            .mixed()
            .when(chain, (values: unknown[], notShown: yup.MixedSchema) =>
              shownFor(chain, values, fields, rules) ? schema : notShown.strip(),
            );
  }
  return yup.object(shape);
}
