import type { Options } from '../config/options.ts';
import type { VehicleWords } from '../content/vehicle-words.ts';
import type { Country } from '../market/index.ts';
import type { FieldOption } from './fields.ts';
import type { PhoneRule } from './phone.ts';

/** §9 "Buttons": the lead form's submit label. */
export type SubmitLabel = 'Enquire Now' | 'Message Now';

/** §3 "Trade-in lead": the hidden field a dealer's CRM recognises trade-ins by. */
export interface TradeInHiddenField {
  name: string;
  value: string;
}

export const DEFAULT_TRADE_IN_HIDDEN_FIELD: TradeInHiddenField = {
  name: 'trade_in_valuation',
  value: 'Yes',
};

/**
 * The per-dealer inputs of every form rule: plain data, so a page can hand it to an island
 * as a prop and the API can build it from the tenant's options. The forms and the API build
 * their schemas from the same FormRules, so both check the same things.
 */
export interface FormRules {
  /** §5: "message is required unless configured otherwise" (option `message_required`). */
  messageRequired: boolean;
  phone: PhoneRule;
  /** Name of the trade-in form's hidden field (option `trade_in_hidden_field.name`). */
  tradeInHiddenField: string;
  /** Its value; 'Yes' when not given. */
  tradeInHiddenValue?: string;
  /** The enquiry submit label (option `submit_label`); 'Enquire Now' when not given. */
  submitLabel?: SubmitLabel;
  /**
   * The locations a shopper may choose (value: the location's id). Several make the
   * location select shown and required; one is sent as a hidden value; none (or not given)
   * leaves the location out, except on the test drive, which always asks for one.
   */
  locations?: readonly FieldOption[];
  /** The dealer's vehicle noun (vehicleWords) for the forms' help texts; cars when not given. */
  words?: VehicleWords;
}

/** The dealer options the form rules read. */
export type FormOptions = Pick<Options, 'message_required' | 'phone_rules' | 'submit_label'>;

/**
 * FormRules from a dealer's options. Without `phone_rules` the dealer's own country's rule
 * applies, without UK numbers. The trade-in hidden field is passed separately (option
 * `trade_in_hidden_field`) so this module does not depend on when that option exists.
 */
export function formRulesFrom(
  options: FormOptions,
  country: Country,
  tradeInHiddenField: TradeInHiddenField = DEFAULT_TRADE_IN_HIDDEN_FIELD,
): FormRules {
  return {
    messageRequired: options.message_required,
    phone: {
      region: options.phone_rules?.region ?? country,
      allowUk: options.phone_rules?.allow_uk ?? false,
    },
    tradeInHiddenField: tradeInHiddenField.name,
    tradeInHiddenValue: tradeInHiddenField.value,
    submitLabel: options.submit_label,
  };
}
