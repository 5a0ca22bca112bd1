import type { FieldDefinition } from '../fields.ts';
import type { FormKind } from '../form-kind.ts';

/**
 * §4 "Multi-step form": a step's Continue goes to `to` (a step index) instead of the next
 * step when `field` holds one of `values`; the card records the skip so Back returns here.
 */
export interface StepSkip {
  field: string;
  values: readonly string[];
  to: number;
}

export interface FormStep {
  title: string;
  /** Names of the form's fields on this step, in order. */
  fields: readonly string[];
  skipTo?: StepSkip;
}

/** Whether a form is about one of the dealer's cars (the car's lead fields go with it). */
export type CarUse = 'none' | 'optional' | 'required';

/** One form as data: what the renderer draws and what the schema checks. */
export interface FormDefinition {
  kind: FormKind;
  title: string;
  /** The submit button (a multi-step form's last step button). */
  submitLabel: string;
  /** Every field, hidden ones included; the steps name them for a multi-step form. */
  fields: readonly FieldDefinition[];
  steps?: readonly FormStep[];
  car: CarUse;
}

/** The car a form is opened for, as far as the form's rules need it. */
export interface FormCar {
  car_type: 'new' | 'demo' | 'used';
}
