// config.trade_in_hidden_field: spec §3 Trade-in lead, "plus a hidden field with a fixed
// configured name". Its default, and the names that would clash with what a lead carries.
import { describe, expect, it } from 'vitest';
import { DealerConfigError, parseDealer } from '../../../src/lib/config/index.ts';
import { options } from '../../../src/lib/config/options.ts';
import { loadDealerFiles } from './dealer-files.ts';

const FILE = 'dealers/totara-motors/dealer.json';
const base = loadDealerFiles().find((d) => d.slug === 'totara-motors')!.raw;

function problemsOf(field: unknown): readonly string[] {
  const raw = structuredClone(base);
  raw['config'] = { ...(raw['config'] as object), trade_in_hidden_field: field };
  try {
    parseDealer(raw, FILE);
  } catch (error) {
    if (error instanceof DealerConfigError) return error.problems;
    throw error;
  }
  throw new Error('the dealer parsed, but it should not');
}

describe('config.trade_in_hidden_field', () => {
  it('defaults to trade_in_valuation = Yes', () => {
    expect(options.parse({}).trade_in_hidden_field).toEqual({
      name: 'trade_in_valuation',
      value: 'Yes',
    });
  });

  it('takes a name alone, with the default value', () => {
    expect(
      options.parse({ trade_in_hidden_field: { name: 'tradein-lead' } }).trade_in_hidden_field,
    ).toEqual({
      name: 'tradein-lead',
      value: 'Yes',
    });
  });

  it.each([
    ['', 'must be a field name such as "trade_in_valuation"'],
    ['trade in', 'must be a field name such as "trade_in_valuation"'],
    ['1st_trade', 'must be a field name such as "trade_in_valuation"'],
    ['x'.repeat(65), 'must be a field name such as "trade_in_valuation"'],
    ['trade_radio_options', 'must not end in "_radio_options"'],
    ['postcode', 'must not be the name of a lead form field'],
    ['dateTime', 'must not be the name of a lead form field'],
    ['fc_hp', 'must not be the name of a lead form field'],
  ])('refuses the name %j', (name, message) => {
    expect(problemsOf({ name })).toContain(`config.trade_in_hidden_field.name: ${message}`);
  });

  it('names an unknown key by its full path', () => {
    expect(problemsOf({ name: 'trade_in', label: 'x' })).toContain(
      'config.trade_in_hidden_field.label: is not a known field (see docs/config-reference.md)',
    );
  });
});
