/**
 * The forms' example placeholders name the vehicles the dealer sells: a motorcycle dealer's
 * shopper is not asked for a Toyota. Car dealers keep the examples they always had.
 */
import { describe, expect, it } from 'vitest';
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';
import { formDefinition } from '../../../src/lib/forms/definitions/index.ts';
import type { FormKind } from '../../../src/lib/forms/form-kind.ts';
import type { FormRules } from '../../../src/lib/forms/rules.ts';
import { AU_RULES } from './rules-fixtures.ts';

const MOTORCYCLE_RULES: FormRules = { ...AU_RULES, words: vehicleWords('motorcycle') };
const CAR_RULES: FormRules = { ...AU_RULES, words: vehicleWords('car') };

function placeholders(kind: FormKind, rules: FormRules): Record<string, string | undefined> {
  const fields = formDefinition(kind, rules).fields;
  return Object.fromEntries(
    fields.flatMap((f) => ('placeholder' in f && f.placeholder ? [[f.name, f.placeholder]] : [])),
  );
}

describe('example placeholders', () => {
  it("keep a car dealer's examples, with or without the words", () => {
    for (const rules of [AU_RULES, CAR_RULES]) {
      expect(placeholders('finance', rules)).toEqual({
        car_details: 'For example: 2022 Toyota RAV4 GX',
      });
      expect(placeholders('instant-price', rules)).toEqual({
        trade_in_make: 'For example: Toyota',
        trade_in_model: 'For example: Corolla',
      });
    }
  });

  it('name motorcycles sold in Australia on a motorcycle dealer’s forms', () => {
    expect(placeholders('finance', MOTORCYCLE_RULES)).toEqual({
      car_details: 'For example: 2023 Honda CB650R',
    });
    expect(placeholders('instant-price', MOTORCYCLE_RULES)).toEqual({
      trade_in_make: 'For example: Kawasaki',
      trade_in_model: 'For example: Z900',
    });
  });
});
