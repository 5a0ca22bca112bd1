import type { FormikProps } from 'formik';
import { useEffect, type RefObject } from 'react';
import type { FieldDefinition } from '../../../lib/forms/fields.ts';
import type { FormRules } from '../../../lib/forms/rules.ts';
import type { FormValues } from './form-values.ts';
import { firstInvalidField } from './visible-fields.ts';

/**
 * After each submit attempt, focus the first field that needs fixing. Only a finished attempt
 * moves focus, never typing afterwards, so values and errors are read as that attempt left them.
 */
export function useFocusFirstInvalid(
  formik: FormikProps<FormValues>,
  fields: readonly FieldDefinition[],
  rules: FormRules,
  formRef: RefObject<HTMLFormElement | null>,
): void {
  const { submitCount, isSubmitting, errors, values } = formik;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    const invalid = firstInvalidField(fields, values, errors, rules);
    if (!invalid) return;
    const selector = `[name="${CSS.escape(invalid.name)}"]`;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [submitCount, isSubmitting]);
}
