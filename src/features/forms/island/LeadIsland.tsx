import { useMemo } from 'react';
import { schemaForFields } from '../../../lib/forms/schema.ts';
import type { LeadFormConfig } from '../lead-form-config.ts';
import { fixedWithQuery } from './fixed-values.ts';
import { initialFormValues } from './form-values.ts';
import LeadForm from './LeadForm.tsx';
import MultiStepForm from './MultiStepForm.tsx';
import { readStoredUser, saveStoredUser } from './stored-user-store.ts';

/** A lead form island: one step or the multi-step card, prefilled from the stored user. */
export default function LeadIsland({ config }: { config: LeadFormConfig }) {
  const { definition, rules, site } = config;
  const prefill = useMemo(() => readStoredUser(site, definition.fields), [site, definition]);
  const fixed = useMemo(() => fixedWithQuery(config, window.location.search), [config]);
  const schema = useMemo(() => schemaForFields(definition.fields, rules), [definition, rules]);
  const onAccepted = (values: Record<string, string | boolean>) => saveStoredUser(site, values);
  const initialValues = initialFormValues(definition.fields, prefill);
  if (definition.steps) {
    return (
      <MultiStepForm
        config={config}
        steps={definition.steps}
        fixed={fixed}
        initialValues={initialValues}
        onAccepted={onAccepted}
      />
    );
  }
  return (
    <LeadForm
      form={definition.kind}
      idPrefix={config.idPrefix}
      fields={definition.fields}
      schema={schema}
      rules={rules}
      initialValues={initialValues}
      fixed={fixed}
      submitLabel={definition.submitLabel}
      successQuery={config.successQuery}
      onAccepted={onAccepted}
    />
  );
}
