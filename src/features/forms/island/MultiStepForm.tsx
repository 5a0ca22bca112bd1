import { useFormik } from 'formik';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { fieldsOfSteps } from '../../../lib/forms/definitions/index.ts';
import type { FormStep } from '../../../lib/forms/definitions/form-definition.ts';
import { stepOf } from '../../../lib/forms/labels.ts';
import { MESSAGES } from '../../../lib/forms/messages.ts';
import {
  finalSubmitBody,
  initialMultiStep,
  multiStepReducer,
  needsSave,
  skipTarget,
  stepSaveBody,
} from '../../../lib/forms/multi-step.ts';
import { schemaForFields } from '../../../lib/forms/schema.ts';
import { visitedSteps } from '../../../lib/forms/step-state.ts';
import { isFieldShown } from '../../../lib/forms/visibility.ts';
import type { LeadFormConfig } from '../lead-form-config.ts';
import FieldControl from './fields/FieldControl.tsx';
import FormAlert from './FormAlert.tsx';
import type { FormValues } from './form-values.ts';
import Honeypot from './Honeypot.tsx';
import StepHeader from './StepHeader.tsx';
import StepActions from './StepActions.tsx';
import { successHref } from './success-href.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';
import { useLeadSubmission } from './use-lead-submission.ts';
import { shownValues } from './visible-fields.ts';

interface MultiStepFormProps {
  config: LeadFormConfig;
  steps: readonly FormStep[];
  fixed: Record<string, unknown>;
  initialValues: FormValues;
  onAccepted: (values: Record<string, string | boolean>) => void;
}

/**
 * Spec §4 Multi-step form card: progress bar and 'Step X of Y', Back after step one (to the
 * source of a skip), 'Continue' / 'Submit', each step saved as an incomplete lead with the
 * returned lead_id reused and a saved step never resent (src/lib/forms/multi-step.ts), fields
 * checked only on submit, and errors shown without advancing ('An unexpected error occured'
 * when the server gives none).
 */
export default function MultiStepForm({
  config,
  steps,
  fixed,
  initialValues,
  onAccepted,
}: MultiStepFormProps) {
  const { definition, rules, idPrefix } = config;
  const [state, dispatch] = useReducer(multiStepReducer, steps.length, (count) =>
    initialMultiStep(count),
  );
  const { honeypot, setHoneypot, send } = useLeadSubmission();
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = steps[state.index];
  const stepFields = useMemo(
    () => fieldsOfSteps(definition, [state.index]),
    [definition, state.index],
  );
  const schema = useMemo(() => schemaForFields(stepFields, rules), [stepFields, rules]);

  const formik = useFormik<FormValues>({
    initialValues,
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const visited = fieldsOfSteps(
        definition,
        visitedSteps(steps.length, state.skips, state.index),
      );
      const typed = shownValues(visited, values, rules);
      const isLast = state.index >= steps.length - 1;
      const to = skipTarget(step, values);
      const advance = () =>
        dispatch(to === undefined ? { type: 'continue' } : { type: 'continue', to });
      if (!isLast && !needsSave(state)) {
        advance();
        return;
      }
      const body = isLast
        ? finalSubmitBody(definition, state, typed, fixed)
        : stepSaveBody(definition, state, typed, fixed);
      const outcome = await send({ ...body });
      if (outcome.kind === 'accepted' && isLast) {
        dispatch({ type: 'completed', leadId: outcome.leadId });
        onAccepted(typed);
        window.location.assign(successHref(definition.kind, config.successQuery));
        return new Promise<void>(() => undefined);
      }
      if ((outcome.kind === 'step-saved' || outcome.kind === 'accepted') && !isLast) {
        dispatch({ type: 'saved', stepIndex: state.index, leadId: outcome.leadId });
        advance();
        return;
      }
      if (outcome.kind === 'invalid') helpers.setErrors(outcome.fields);
      setFailure(
        outcome.kind === 'invalid' || outcome.kind === 'failed'
          ? (outcome.error ?? MESSAGES.unexpected)
          : MESSAGES.unexpected,
      );
    },
  });

  useFocusFirstInvalid(formik, stepFields, rules, formRef);

  // A new step starts clean, and focus moves to its heading so it is announced.
  const shownIndex = useRef(state.index);
  useEffect(() => {
    if (shownIndex.current === state.index) return;
    shownIndex.current = state.index;
    formik.setErrors({});
    formik.setSubmitting(false);
    setFailure(null);
    headingRef.current?.focus();
    // Runs per step change only; formik's helpers keep their identity.
  }, [state.index]);

  return (
    <form ref={formRef} className="fc-form fc-steps" noValidate onSubmit={formik.handleSubmit}>
      <StepHeader
        ref={headingRef}
        title={step?.title ?? definition.title}
        count={stepOf(state.index + 1, steps.length)}
        state={state}
      />
      {failure && <FormAlert title={failure} />}
      {stepFields.map((field) =>
        isFieldShown(field, formik.values, definition.fields, rules) ? (
          <FieldControl key={field.name} field={field} formik={formik} idPrefix={idPrefix} />
        ) : null,
      )}
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <StepActions
        state={state}
        submitLabel={definition.submitLabel}
        submitting={formik.isSubmitting}
        onBack={() => dispatch({ type: 'back' })}
      />
    </form>
  );
}
