import type { FieldDefinition } from '../fields.ts';
import type { FormKind } from '../form-kind.ts';
import type { FormRules } from '../rules.ts';
import { careersForm } from './careers.ts';
import { contactForm } from './contact.ts';
import { enquiryForm } from './enquiry.ts';
import { financeForm } from './finance.ts';
import type { FormCar, FormDefinition } from './form-definition.ts';
import { instantPriceForm } from './instant-price.ts';
import { requestPhotosForm } from './request-photos.ts';
import { subscribeForm } from './subscribe.ts';
import { testDriveForm } from './test-drive.ts';
import { tradeInForm } from './trade-in.ts';

const BUILDERS: Record<FormKind, (rules: FormRules, car?: FormCar) => FormDefinition> = {
  enquiry: enquiryForm,
  'test-drive': testDriveForm,
  'request-photos': requestPhotosForm,
  finance: financeForm,
  'trade-in': tradeInForm,
  'instant-price': instantPriceForm,
  contact: contactForm,
  subscribe: subscribeForm,
  careers: careersForm,
};

/**
 * The definition of one form for one dealer. `car` is the car the form is opened for; it
 * turns the general enquiry into the new-car or used-car enquiry.
 */
export function formDefinition(kind: FormKind, rules: FormRules, car?: FormCar): FormDefinition {
  return BUILDERS[kind](rules, car);
}

/**
 * The fields of the given steps of a multi-step form, plus the hidden fields, which belong to
 * no step and go with every save. A single-step form's fields are all its fields.
 */
export function fieldsOfSteps(
  form: FormDefinition,
  stepIndexes: readonly number[],
): FieldDefinition[] {
  const { steps } = form;
  if (!steps) return [...form.fields];
  const names = new Set(stepIndexes.flatMap((index) => steps[index]?.fields ?? []));
  return form.fields.filter((field) => field.hidden || names.has(field.name));
}
