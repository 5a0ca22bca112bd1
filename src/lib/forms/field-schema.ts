import * as yup from 'yup';
import { valueError } from './field-checks.ts';
import { isRequired, type FieldDefinition } from './fields.ts';
import { trimmed } from './trimmed.ts';
import { MESSAGES } from './messages.ts';
import type { FormRules } from './rules.ts';

/** A checkbox posted without JavaScript arrives as 'on'; an unticked one as nothing or ''. */
function checkboxValue(value: unknown, original: unknown): unknown {
  if (original === 'on') return true;
  if (original === '') return undefined;
  return value;
}

function checkboxSchema(field: FieldDefinition): yup.AnySchema {
  const base = yup.boolean().transform(checkboxValue).typeError(MESSAGES.invalid);
  return isRequired(field)
    ? base.required(MESSAGES.required).oneOf([true], MESSAGES.required)
    : base.optional();
}

/** Hidden fields carry their specialValue whatever was posted (the shopper never sees them). */
function hiddenSchema(field: FieldDefinition, rules: FormRules): yup.AnySchema {
  const { specialValue } = field;
  if (specialValue === undefined) return typedSchema({ ...field, required: false }, rules);
  if (field.type === 'checkbox') {
    const ticked = specialValue === 'true';
    return yup
      .boolean()
      .transform(() => ticked)
      .default(ticked);
  }
  return yup
    .string()
    .transform(() => specialValue)
    .default(specialValue);
}

function typedSchema(field: FieldDefinition, rules: FormRules): yup.AnySchema {
  const base = yup.string().transform(trimmed).typeError(MESSAGES.invalid);
  const presence = isRequired(field) ? base.required(MESSAGES.required) : base.optional();
  return presence.test('valid', (value, context) => {
    if (!value) return true;
    const message = valueError(value, field, rules);
    return message ? context.createError({ message }) : true;
  });
}

/** One field's schema, as if it were shown (showIf is the object schema's business). */
export function fieldSchema(field: FieldDefinition, rules: FormRules): yup.AnySchema {
  if (field.hidden) return hiddenSchema(field, rules);
  if (field.type === 'checkbox') return checkboxSchema(field);
  return typedSchema(field, rules);
}
