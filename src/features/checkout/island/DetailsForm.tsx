import { useFormik } from 'formik';
import { useMemo, useRef } from 'react';
import { checkoutFields } from '../../../lib/checkout/details.ts';
import { schemaForFields, type FormRules } from '../../../lib/forms/index.ts';
import FieldControl from '../../forms/island/fields/FieldControl.tsx';
import FormAlert from '../../forms/island/FormAlert.tsx';
import SubmitButton from '../../forms/island/SubmitButton.tsx';
import { initialFormValues, type FormValues } from '../../forms/island/form-values.ts';
import { readStoredUser } from '../../forms/island/stored-user-store.ts';
import { useFocusFirstInvalid } from '../../forms/island/use-focus-first-invalid.ts';
import { shownValues } from '../../forms/island/visible-fields.ts';

export interface SubmitOutcome {
  /** Field messages from the API (422), shown under their fields. */
  fields?: Record<string, string>;
}

interface DetailsFormProps {
  site: string;
  rules: FormRules;
  submitLabel: string;
  /** The failure to show above the fields: a headline and the API's own words. */
  alert: { title: string; detail: string | null } | null;
  onSubmit: (values: Record<string, string | boolean>) => Promise<SubmitOutcome>;
}

/**
 * The shopper's details (first and last name, e-mail, phone, postcode) and the terms box,
 * drawn and checked like every lead form, prefilled from the stored user (spec §3).
 */
export default function DetailsForm({
  site,
  rules,
  submitLabel,
  alert,
  onSubmit,
}: DetailsFormProps) {
  const fields = useMemo(() => checkoutFields(rules), [rules]);
  const schema = useMemo(() => schemaForFields(fields, rules), [fields, rules]);
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormik<FormValues>({
    initialValues: initialFormValues(fields, readStoredUser(site, fields)),
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const outcome = await onSubmit(shownValues(fields, values, rules));
      if (outcome.fields) helpers.setErrors(outcome.fields);
    },
  });
  useFocusFirstInvalid(formik, fields, rules, formRef);

  return (
    <form ref={formRef} className="fc-form" noValidate onSubmit={formik.handleSubmit}>
      {alert && <FormAlert title={alert.title} detail={alert.detail} />}
      {fields.map((field) => (
        <FieldControl key={field.name} field={field} formik={formik} idPrefix="checkout" />
      ))}
      <SubmitButton label={submitLabel} submitting={formik.isSubmitting} />
    </form>
  );
}
