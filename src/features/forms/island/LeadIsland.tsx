import { useMemo } from 'react';
import { adoptPageValues } from '../../../lib/forms/page-values.ts';
import { schemaForFields } from '../../../lib/forms/schema.ts';
import type { LeadFormConfig } from '../lead-form-config.ts';
import { fixedWithQuery } from './fixed-values.ts';
import { initialFormValues, type FormValues } from './form-values.ts';
import LeadForm from './LeadForm.tsx';
import MultiStepForm from './MultiStepForm.tsx';
import { readStoredUser, saveStoredUser } from './stored-user-store.ts';
import { readPageControls } from './use-page-values.ts';

interface LeadIslandProps {
  config: LeadFormConfig;
  /**
   * The form is drawn into the page at build time (a one-step form only) and hydrated there:
   * it first draws as built, then takes on what its controls hold and the stored user.
   */
  serverRendered?: boolean;
  /** Called once the form is drawn with its values. */
  onReady?: (form: HTMLFormElement) => void;
}

/** A lead form island: one step or the multi-step card, prefilled from the stored user. */
export default function LeadIsland({ config, serverRendered = false, onReady }: LeadIslandProps) {
  const { definition, rules, site } = config;
  // The server knows no stored user: a server-rendered form reads it after its first draw.
  const prefill = useMemo(
    () => (serverRendered ? {} : readStoredUser(site, definition.fields)),
    [serverRendered, site, definition],
  );
  const fixed = useMemo(
    () => fixedWithQuery(config, typeof window === 'undefined' ? '' : window.location.search),
    [config],
  );
  const schema = useMemo(() => schemaForFields(definition.fields, rules), [definition, rules]);
  const onAccepted = (values: Record<string, string | boolean>) => saveStoredUser(site, values);
  const initialValues = initialFormValues(definition.fields, prefill);
  const adopt = serverRendered
    ? (form: HTMLFormElement, built: FormValues): FormValues =>
        adoptPageValues(
          definition.fields,
          built,
          readPageControls(form, definition.fields),
          readStoredUser(site, definition.fields),
        )
    : undefined;
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
      adopt={adopt}
      onReady={onReady}
    />
  );
}
