import * as yup from 'yup';
import { MESSAGES } from './messages.ts';

/** §3 "Step-form lead": a skip from one step index to another. */
export interface SkippedStep {
  from: number;
  to: number;
}

/** Where a step-form lead stands, as a step save or the final submit sends it. */
export interface StepState {
  lead_status: 'Incomplete' | 'Complete';
  lead_id?: string | undefined;
  skipped_steps: SkippedStep[];
  step_number?: number | undefined;
  step_index: number;
  progress?: number | undefined;
  isLastStep?: boolean | undefined;
  customEvent?: { eventId?: number | undefined } | undefined;
}

/** Lead ids are the server's own (letters, digits, dashes, underscores). */
const LEAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

function stepIndex(stepCount: number): yup.NumberSchema<number | undefined> {
  return yup
    .number()
    .typeError(MESSAGES.invalid)
    .integer(MESSAGES.invalid)
    .min(0, MESSAGES.invalid)
    .max(stepCount - 1, MESSAGES.invalid);
}

/** The schema of a step form's own wire fields, for a form of `stepCount` steps. */
export function stepStateSchema(stepCount: number): yup.AnySchema {
  return yup.object({
    lead_status: yup
      .string()
      .oneOf(['Incomplete', 'Complete'], MESSAGES.invalid)
      .default('Complete'),
    lead_id: yup.string().matches(LEAD_ID, MESSAGES.invalid),
    skipped_steps: yup
      .array(
        yup.object({ from: stepIndex(stepCount).required(), to: stepIndex(stepCount).required() }),
      )
      .typeError(MESSAGES.invalid)
      .max(stepCount, MESSAGES.invalid)
      .default([]),
    step_index: stepIndex(stepCount).when('lead_status', {
      is: 'Incomplete',
      then: (schema) => schema.required(MESSAGES.invalid),
      otherwise: (schema) => schema.default(stepCount - 1),
    }),
    step_number: yup.number().typeError(MESSAGES.invalid).integer().min(1).max(stepCount),
    progress: yup.number().typeError(MESSAGES.invalid).min(0).max(100),
    isLastStep: yup.boolean().typeError(MESSAGES.invalid),
    customEvent: yup
      .object({ eventId: yup.number().typeError(MESSAGES.invalid).integer(MESSAGES.invalid) })
      .default(undefined),
  });
}

/**
 * The steps a shopper has been through up to `lastIndex`: every step but those a skip
 * jumped over (strictly between its from and to). Their fields are the ones validated.
 */
export function visitedSteps(
  stepCount: number,
  skipped: readonly SkippedStep[],
  lastIndex: number,
): number[] {
  const visited: number[] = [];
  for (let index = 0; index <= Math.min(lastIndex, stepCount - 1); index += 1) {
    if (!skipped.some(({ from, to }) => from < index && index < to)) visited.push(index);
  }
  return visited;
}
