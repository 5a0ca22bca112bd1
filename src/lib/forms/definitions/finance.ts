import { titleNoun, vehicleWords } from '../../content/vehicle-words.ts';
import type { FieldOption } from '../fields.ts';
import { LABELS, PRIVACY_STATEMENT_PATH } from '../labels.ts';
import type { FormRules } from '../rules.ts';
import { vehicleExamples } from './vehicle-examples.ts';
import {
  emailField,
  fixedField,
  lastNameField,
  nameField,
  optInField,
  phoneField,
  postcodeField,
} from './common-fields.ts';
import type { FormDefinition } from './form-definition.ts';

const choices = (...labels: string[]): FieldOption[] =>
  labels.map((label) => ({ value: label, label }));

/** Shoppers without an employer skip the employer step. */
const WITHOUT_EMPLOYER = ['Retired', 'Not employed'];

/** The step the employer step's skip lands on. */
const DETAILS_STEP = 4;

/**
 * Finance pre-approval at /finance-pre-approval: a multi-step card, each step saved as an
 * incomplete lead, ending with the §5 finance disclaimer (terms_agreed required, 'I have
 * read and understood the' Privacy Statement) and the additional services (check_option
 * fields, sent as additional_services).
 */
export function financeForm(rules: FormRules): FormDefinition {
  // The shopper reads the dealer's vehicle noun; the values posted stay the ones the CRM knows.
  const { singular: one } = rules.words ?? vehicleWords('car');
  const worded = (value: string, label: string): FieldOption => ({ value, label });
  return {
    kind: 'finance',
    title: 'Finance Pre-Approval',
    submitLabel: LABELS.submit,
    fields: [
      fixedField('category', 'Finance Pre-Approval'),
      {
        name: 'vehicle_type',
        type: 'radio',
        label: 'What are you looking to buy?',
        options: [
          worded('New car', `New ${one}`),
          worded('Used car', `Used ${one}`),
          ...choices('Not sure yet'),
        ],
      },
      { name: 'car_in_mind', type: 'checkbox', label: `I have a ${one} in mind`, required: false },
      {
        name: 'car_details',
        type: 'text',
        label: `Which ${one}?`,
        placeholder: `For example: ${vehicleExamples(rules.words).vehicle}`,
        showIf: 'car_in_mind',
      },
      {
        name: 'loan_amount',
        type: 'number',
        label: 'How much would you like to borrow? ($)',
        inputMode: 'numeric',
        maxLength: 9,
        min: 1000,
        max: 2_000_000,
      },
      {
        name: 'deposit',
        type: 'number',
        label: 'Deposit or trade-in value ($)',
        inputMode: 'numeric',
        maxLength: 9,
        min: 0,
        max: 2_000_000,
        required: false,
      },
      {
        name: 'loan_term',
        type: 'select',
        label: 'Loan term',
        options: choices(
          '1 year',
          '2 years',
          '3 years',
          '4 years',
          '5 years',
          '6 years',
          '7 years',
        ),
      },
      {
        name: 'employment_status',
        type: 'radio',
        label: 'Employment status',
        options: choices('Full time', 'Part time', 'Casual', 'Self-employed', ...WITHOUT_EMPLOYER),
      },
      { name: 'employer_name', type: 'text', label: 'Employer', autoComplete: 'organization' },
      {
        name: 'employment_length',
        type: 'select',
        label: 'Time with this employer',
        options: choices('Less than 1 year', '1 to 2 years', '2 to 5 years', 'More than 5 years'),
      },
      nameField('First Name'),
      lastNameField(),
      emailField(),
      phoneField(rules),
      postcodeField(),
      {
        name: 'Car Insurance (check_option)',
        type: 'checkbox',
        label: `${titleNoun(one)} insurance`,
        required: false,
      },
      {
        name: 'Extended Warranty (check_option)',
        type: 'checkbox',
        label: 'Extended warranty',
        required: false,
      },
      optInField(),
      {
        name: 'terms_agreed',
        type: 'checkbox',
        label: LABELS.termsAgreed,
        labelLink: { text: LABELS.privacyStatement, href: PRIVACY_STATEMENT_PATH },
      },
      fixedField('terms_conditions', `${LABELS.termsAgreed} ${LABELS.privacyStatement}`),
    ],
    steps: [
      { title: `Your ${titleNoun(one)}`, fields: ['vehicle_type', 'car_in_mind', 'car_details'] },
      { title: 'Your Loan', fields: ['loan_amount', 'deposit', 'loan_term'] },
      {
        title: 'Your Employment',
        fields: ['employment_status'],
        skipTo: { field: 'employment_status', values: WITHOUT_EMPLOYER, to: DETAILS_STEP },
      },
      { title: 'Your Employer', fields: ['employer_name', 'employment_length'] },
      { title: 'Your Details', fields: ['name', 'last_name', 'email', 'phone', 'postcode'] },
      {
        title: 'Before You Submit',
        fields: [
          'Car Insurance (check_option)',
          'Extended Warranty (check_option)',
          'opt_in',
          'terms_agreed',
        ],
      },
    ],
    car: 'optional',
  };
}
