/**
 * The finance pre-approval in the dealer's vehicle noun (issue 16 point 5): a motorcycle
 * dealer's shopper reads "Your Motorcycle" and "New motorcycle", while the values posted (and
 * checked by the API, which builds the form without a noun) stay the car values the CRM knows.
 */
import { describe, expect, it } from 'vitest';
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';
import { formDefinition } from '../../../src/lib/forms/definitions/index.ts';
import { AU_RULES } from './rules-fixtures.ts';

const CAR_WORD = /(?<![\w-])cars?(?![\w-])/i;

describe('finance pre-approval', () => {
  const car = formDefinition('finance', AU_RULES);
  const motorcycle = formDefinition('finance', {
    ...AU_RULES,
    words: vehicleWords('motorcycle'),
  });
  const shown = (form: typeof car) => [
    ...(form.steps ?? []).map((s) => s.title),
    ...form.fields.flatMap((f) => ('label' in f ? [f.label ?? ''] : [])),
    ...form.fields.flatMap((f) => ('options' in f ? (f.options ?? []).map((o) => o.label) : [])),
  ];

  it("speaks of the dealer's motorcycles", () => {
    expect(motorcycle.steps?.[0]?.title).toBe('Your Motorcycle');
    expect(shown(motorcycle)).toEqual(
      expect.arrayContaining([
        'New motorcycle',
        'Used motorcycle',
        'I have a motorcycle in mind',
        'Which motorcycle?',
        'Motorcycle insurance',
      ]),
    );
    expect(shown(motorcycle).filter((label) => CAR_WORD.test(label))).toEqual([]);
  });

  it('posts the same values and field names whatever the noun', () => {
    const values = (form: typeof car) =>
      form.fields.map((f) => [f.name, 'options' in f ? f.options?.map((o) => o.value) : null]);
    expect(values(motorcycle)).toEqual(values(car));
    expect(car.steps?.[0]?.title).toBe('Your Car');
    expect(shown(car)).toEqual(expect.arrayContaining(['New car', 'Which car?', 'Car insurance']));
  });
});
