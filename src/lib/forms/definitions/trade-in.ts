import type { FieldDefinition } from '../fields.ts';
import { LABELS } from '../labels.ts';
import { DEFAULT_TRADE_IN_HIDDEN_FIELD, type FormRules } from '../rules.ts';
import {
  emailField,
  fixedField,
  lastNameField,
  nameField,
  phoneField,
  postcodeField,
} from './common-fields.ts';
import type { FormDefinition } from './form-definition.ts';

/**
 * §3 "Trade-in lead": name (First Name), last_name, postcode, phone (Mobile Number), email
 * (Email Address), plus the hidden field with the dealer's configured name. Shared by the
 * trade-in valuation and the instant price request.
 */
export function tradeInContactFields(rules: FormRules): FieldDefinition[] {
  return [
    nameField('First Name'),
    lastNameField(),
    postcodeField(),
    { ...phoneField(rules, 'Mobile Number'), autoComplete: 'mobile tel' },
    emailField('Email Address'),
    fixedField(
      rules.tradeInHiddenField,
      rules.tradeInHiddenValue ?? DEFAULT_TRADE_IN_HIDDEN_FIELD.value,
    ),
  ];
}

/** The trade-in valuation at /cars/trade-in?car_id={id} (the car the shopper came from). */
export function tradeInForm(rules: FormRules): FormDefinition {
  return {
    kind: 'trade-in',
    title: 'Trade-In Valuation',
    submitLabel: LABELS.tradeIn,
    fields: [...tradeInContactFields(rules), fixedField('category', 'Trade-In Valuation')],
    car: 'optional',
  };
}
