import type { FormRules } from '../../../src/lib/forms/rules.ts';

/** An Australian dealer with the plain options. */
export const AU_RULES: FormRules = {
  messageRequired: true,
  phone: { region: 'AU', allowUk: false },
  tradeInHiddenField: 'trade_in_valuation',
};

/** A New Zealand dealer whose enquiry message is optional. */
export const NZ_RULES: FormRules = {
  messageRequired: false,
  phone: { region: 'NZ', allowUk: false },
  tradeInHiddenField: 'valuation_request',
  tradeInHiddenValue: 'trade',
  submitLabel: 'Message Now',
};

export const LOCATIONS = [
  { value: '11', label: 'Harbour Motors Sydney' },
  { value: '12', label: 'Harbour Motors Parramatta' },
];
