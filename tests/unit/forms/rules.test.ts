import { describe, expect, it } from 'vitest';
import { formRulesFrom, type FormOptions } from '../../../src/lib/forms/rules.ts';

const PLAIN: FormOptions = { message_required: true, submit_label: 'Enquire Now' };

describe('formRulesFrom', () => {
  it("uses the dealer's country without UK numbers when phone_rules is not set", () => {
    expect(formRulesFrom(PLAIN, 'NZ')).toEqual({
      messageRequired: true,
      phone: { region: 'NZ', allowUk: false },
      tradeInHiddenField: 'trade_in_valuation',
      tradeInHiddenValue: 'Yes',
      submitLabel: 'Enquire Now',
    });
  });

  it('takes the configured phone rules, message rule, label and trade-in hidden field', () => {
    const rules = formRulesFrom(
      {
        message_required: false,
        submit_label: 'Message Now',
        phone_rules: { region: 'NZ', allow_uk: true },
      },
      'AU',
      { name: 'tradein_flag', value: '1' },
    );
    expect(rules).toEqual({
      messageRequired: false,
      phone: { region: 'NZ', allowUk: true },
      tradeInHiddenField: 'tradein_flag',
      tradeInHiddenValue: '1',
      submitLabel: 'Message Now',
    });
  });
});
