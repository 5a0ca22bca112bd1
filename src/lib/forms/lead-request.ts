import type { LeadCarFields, LeadPageFields } from './car-fields.ts';
import type { FormKind } from './form-kind.ts';
import type { SkippedStep, StepState } from './step-state.ts';

export type { FormKind } from './form-kind.ts';
export { validateLead, type LeadValidation } from './validate-lead.ts';

/**
 * Contract 1: the body of POST /api/leads. Spec §3 "Lead form fields" flat at the top level,
 * plus the form's own fields, the step-form fields of a multi-step form, and the two
 * anti-spam fields the API checks itself.
 */
export type LeadSubmission = {
  form: FormKind;
  name?: string;
  last_name?: string;
  phone?: string;
  email?: string;
  postcode?: string;
  message?: string;
  category?: string;
  subcategory?: string;
  opt_in?: boolean;
  Rego?: string;
  location?: string;
  dateTime?: string;
  terms_agreed?: boolean;
  terms_conditions?: string;
  additional_services?: string[];
  /** Honeypot: a text input shoppers never see, so it must arrive empty. */
  fc_hp?: string;
  /** How long the form was open before it was sent, in milliseconds. */
  fc_elapsed_ms?: number;
} & Partial<LeadCarFields> &
  LeadPageFields &
  Partial<StepState> & { form_completed?: boolean } & Record<string, unknown>;

/** 201: a complete lead was accepted. */
export interface LeadAccepted {
  lead_id: string;
  event_id: number;
}

/** 200: a step of a multi-step form was saved as an incomplete lead. */
export interface StepSaved {
  lead_id: string;
}

/** Every error answer: `error` is what the form shows; `fields` the messages per field (422). */
export interface LeadErrorAnswer {
  error: string;
  fields?: Record<string, string>;
}

/** A value of a normalised lead: text, a ticked box, or the additional services. */
export type LeadValue = string | boolean | readonly string[];

/** Where a step-form lead stands, once validated. */
export interface LeadStep {
  step_number: number;
  step_index: number;
  progress: number;
  skipped_steps: SkippedStep[];
  isLastStep: boolean;
}

/**
 * A lead as the API stores and delivers it: the form, its event id, whether it is complete,
 * and its fields (spec §3 names, phone as national digits, category rewritten,
 * additional_services collected, step and anti-spam fields taken out).
 */
export interface NormalisedLead {
  form: FormKind;
  event_id: number;
  lead_status: 'Complete' | 'Incomplete';
  form_completed: boolean;
  /** The lead a step save or final submit continues (multi-step forms). */
  lead_id?: string;
  step?: LeadStep;
  fields: Record<string, LeadValue>;
}
