import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import { MESSAGES } from '../../../lib/forms/messages.ts';
import FieldControl from './fields/FieldControl.tsx';
import FormAlert from './FormAlert.tsx';
import type { FieldDefinition } from '../../../lib/forms/fields.ts';
import type { FormValues } from './form-values.ts';
import Honeypot from './Honeypot.tsx';
import SubmitButton from './SubmitButton.tsx';
import { successHref } from './success-href.ts';
import { useLeadSubmission } from './use-lead-submission.ts';
import { isFieldShown } from '../../../lib/forms/visibility.ts';
import type { FormRules } from '../../../lib/forms/rules.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';
import { usePageValues, type PageValuesOptions } from './use-page-values.ts';
import { shownValues } from './visible-fields.ts';

export interface LeadFormProps extends PageValuesOptions {
  /** Contract 1's FormKind, sent as `form` and carried to /success. */
  form: string;
  idPrefix: string;
  fields: readonly FieldDefinition[];
  schema: AnyObjectSchema;
  rules: FormRules;
  initialValues: FormValues;
  /** Values the shopper does not type: the car's fields, category, dealership and so on. */
  fixed: Record<string, unknown>;
  submitLabel: string;
  /** Extra query for /success (the car's slug, so it can link back). */
  successQuery: Record<string, string>;
  /** Called with what the shopper typed once the lead is accepted (the stored user). */
  onAccepted: (values: Record<string, string | boolean>) => void;
}

/**
 * A single-step lead form (spec §4 Form): idle, submitting ('Loading', spinner, button
 * disabled), success (redirect to /success) or failure (alert 'An error occurred when
 * submitting this form' with the server's error; refused fields show their messages).
 * Validation runs on submit, with the shared schema; focus moves to the first invalid field.
 */
export default function LeadForm(props: LeadFormProps) {
  const { form, idPrefix, fields, schema, rules, fixed, submitLabel } = props;
  const { honeypot, setHoneypot, send } = useLeadSubmission();
  const [failure, setFailure] = useState<string | null | false>(false);
  const formRef = useRef<HTMLFormElement>(null);

  const formik = useFormik<FormValues>({
    initialValues: props.initialValues,
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(false);
      const typed = shownValues(fields, values, rules);
      const outcome = await send({ ...fixed, ...typed, form });
      if (outcome.kind === 'accepted') {
        props.onAccepted(typed);
        window.location.assign(successHref(form, props.successQuery));
        // Stay 'Loading' while the next page loads.
        return new Promise<void>(() => undefined);
      }
      if (outcome.kind === 'invalid') helpers.setErrors(outcome.fields);
      // A step-saved answer cannot come to a one-step form: treat it as the failure it is.
      setFailure(outcome.kind === 'step-saved' ? null : outcome.error);
    },
  });

  useFocusFirstInvalid(formik, fields, rules, formRef);
  usePageValues(formRef, formik, setHoneypot, { adopt: props.adopt, onReady: props.onReady });
  const { isSubmitting, values } = formik;

  return (
    <form ref={formRef} className="fc-form" noValidate onSubmit={formik.handleSubmit}>
      {failure !== false && <FormAlert title={MESSAGES.submitFailed} detail={failure} />}
      {fields.map((field) =>
        isFieldShown(field, values, fields, rules) ? (
          <FieldControl key={field.name} field={field} formik={formik} idPrefix={idPrefix} />
        ) : null,
      )}
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <SubmitButton label={submitLabel} submitting={isSubmitting} />
    </form>
  );
}
