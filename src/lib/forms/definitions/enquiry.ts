import { titleNoun, vehicleWords } from '../../content/vehicle-words.ts';
import type { FieldOption } from '../fields.ts';
import { LABELS } from '../labels.ts';
import type { FormRules } from '../rules.ts';
import {
  emailField,
  fixedField,
  locationFields,
  messageField,
  nameField,
  optInField,
  phoneField,
} from './common-fields.ts';
import type { FormCar, FormDefinition } from './form-definition.ts';

/** The general enquiry's categories; Careers Enquiry is rewritten on sending (spec §5). */
export const ENQUIRY_CATEGORIES: readonly FieldOption[] = [
  'General Enquiry',
  'Sales Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Finance Enquiry',
  'Careers Enquiry',
].map((category) => ({ value: category, label: category }));

/** The category a car enquiry is filed under: demo cars are sold as new (event 14). */
export function carEnquiryCategory(car: FormCar): string {
  return car.car_type === 'used' ? 'Used Car Enquiry' : 'New Car Enquiry';
}

/**
 * §5 "Enquiry form": name, phone and email required; the message unless configured
 * otherwise; the category on the general enquiry; location where shown; Rego and opt_in
 * optional. With a car it is the new-car or used-car enquiry and carries the car's fields.
 */
export function enquiryForm(rules: FormRules, car?: FormCar): FormDefinition {
  const category = car
    ? fixedField('category', carEnquiryCategory(car))
    : {
        name: 'category',
        type: 'select' as const,
        label: 'Enquiry Type',
        options: ENQUIRY_CATEGORIES,
      };
  return {
    kind: 'enquiry',
    title: car
      ? `Enquire About This ${titleNoun((rules.words ?? vehicleWords('car')).singular)}`
      : 'Enquire Now',
    submitLabel: rules.submitLabel ?? LABELS.enquire,
    fields: [
      nameField(),
      emailField(),
      phoneField(rules),
      category,
      ...locationFields(rules),
      messageField(rules),
      {
        name: 'Rego',
        type: 'text',
        label: 'Trade-In Rego',
        help: `The registration of a ${(rules.words ?? vehicleWords('car')).singular} you would like to trade in, if any.`,
        required: false,
        maxLength: 10,
      },
      optInField(),
    ],
    car: car ? 'required' : 'none',
  };
}
