import type { FormDefinition, FormStep } from './definitions/form-definition.ts';
import { LABELS } from './labels.ts';
import type { LeadSubmission } from './lead-request.ts';
import type { SkippedStep } from './step-state.ts';

/** §4 "Multi-step form": where the card is, what it skipped, what it has saved. */
export interface MultiStepState {
  stepCount: number;
  index: number;
  /** Skips taken on the way here, in order; Back undoes the latest landing here. */
  skips: SkippedStep[];
  /** Steps already saved as an incomplete lead, never sent again. */
  savedSteps: number[];
  /** The lead the server gave the first save; every later save and the submit reuse it. */
  leadId?: string;
  completed: boolean;
}

export type MultiStepAction =
  /** Continue: to the next step, or to `to` when the step's skipTo applies (recorded). */
  | { type: 'continue'; to?: number }
  | { type: 'back' }
  /** A step save was answered with this lead id. */
  | { type: 'saved'; stepIndex: number; leadId: string }
  | { type: 'completed'; leadId?: string };

export function initialMultiStep(stepCount: number, leadId?: string): MultiStepState {
  return {
    stepCount,
    index: 0,
    skips: [],
    savedSteps: [],
    ...(leadId ? { leadId } : {}),
    completed: false,
  };
}

function isLast(state: MultiStepState): boolean {
  return state.index >= state.stepCount - 1;
}

function forward(state: MultiStepState, to: number | undefined): MultiStepState {
  // The index moves forward only below the last step, and never past it.
  if (isLast(state)) return state;
  const next = state.index + 1;
  const target = to !== undefined && to > next && to < state.stepCount ? to : next;
  const skips = target === next ? state.skips : [...state.skips, { from: state.index, to: target }];
  return { ...state, index: target, skips };
}

function back(state: MultiStepState): MultiStepState {
  const skip = state.skips.findLast(({ to }) => to === state.index);
  if (skip)
    return { ...state, index: skip.from, skips: state.skips.filter((each) => each !== skip) };
  return { ...state, index: Math.max(0, state.index - 1) };
}

export function multiStepReducer(state: MultiStepState, action: MultiStepAction): MultiStepState {
  switch (action.type) {
    case 'continue':
      return forward(state, action.to);
    case 'back':
      return back(state);
    case 'saved':
      return {
        ...state,
        leadId: action.leadId,
        savedSteps: state.savedSteps.includes(action.stepIndex)
          ? state.savedSteps
          : [...state.savedSteps, action.stepIndex],
      };
    case 'completed':
      return { ...state, completed: true, ...(action.leadId ? { leadId: action.leadId } : {}) };
  }
}

/** Where a step's Continue goes when its skipTo applies to the values; undefined otherwise. */
export function skipTarget(
  step: FormStep | undefined,
  values: Readonly<Record<string, unknown>>,
): number | undefined {
  const skip = step?.skipTo;
  if (!skip) return undefined;
  const value = values[skip.field];
  return typeof value === 'string' && skip.values.includes(value) ? skip.to : undefined;
}

/** §4: the back button appears after step one. */
export function showsBack(state: MultiStepState): boolean {
  return state.index > 0 && !state.completed;
}

/** §4: 'Submit' (or the form's own text) on the last step, 'Continue' on the others. */
export function stepButtonLabel(
  state: MultiStepState,
  submitLabel: string = LABELS.submit,
): string {
  return isLast(state) ? submitLabel : LABELS.continue;
}

/** §4: the percent of steps behind the shopper; 100 once the form is completed. */
export function progressPercent(state: MultiStepState): number {
  if (state.completed) return 100;
  return Math.round((state.index / state.stepCount) * 100);
}

/** §4: a step already saved is not sent again. */
export function needsSave(state: MultiStepState): boolean {
  return !isLast(state) && !state.savedSteps.includes(state.index);
}

function stepFields(state: MultiStepState, customEventId: number | undefined) {
  return {
    ...(state.leadId ? { lead_id: state.leadId } : {}),
    skipped_steps: state.skips,
    step_number: state.index + 1,
    step_index: state.index,
    ...(customEventId !== undefined ? { customEvent: { eventId: customEventId } } : {}),
  };
}

/**
 * The body that saves the current step as an incomplete lead (§4; Contract 1). `values` are
 * the form's values so far; `extra` the car and page fields and the anti-spam fields.
 */
export function stepSaveBody(
  form: FormDefinition,
  state: MultiStepState,
  values: Readonly<Record<string, unknown>>,
  extra: Readonly<Record<string, unknown>> = {},
  customEventId?: number,
): LeadSubmission {
  return {
    ...extra,
    ...values,
    form: form.kind,
    lead_status: 'Incomplete',
    form_completed: false,
    progress: progressPercent(state),
    isLastStep: isLast(state),
    ...stepFields(state, customEventId),
  };
}

/** The body of the final submit: the same lead, complete. */
export function finalSubmitBody(
  form: FormDefinition,
  state: MultiStepState,
  values: Readonly<Record<string, unknown>>,
  extra: Readonly<Record<string, unknown>> = {},
  customEventId?: number,
): LeadSubmission {
  return {
    ...extra,
    ...values,
    form: form.kind,
    lead_status: 'Complete',
    form_completed: true,
    progress: 100,
    isLastStep: true,
    ...stepFields(state, customEventId),
  };
}
