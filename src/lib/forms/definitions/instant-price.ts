import type { FormRules } from '../rules.ts';
import { fixedField } from './common-fields.ts';
import type { FormDefinition } from './form-definition.ts';
import { tradeInContactFields } from './trade-in.ts';
import { vehicleExamples } from './vehicle-examples.ts';

/** Oldest and highest-kilometre cars a shopper may ask a price for. */
const OLDEST_YEAR = 1950;
const LATEST_YEAR = 2100;
const MOST_KM = 2_000_000;

/**
 * /instant-price: the trade-in lead plus the shopper's car to value. A person at the
 * dealership replies with the figure, so the form asks for it rather than promising one.
 */
export function instantPriceForm(rules: FormRules): FormDefinition {
  const example = vehicleExamples(rules.words);
  return {
    kind: 'instant-price',
    title: 'Get a Price for Your Car',
    submitLabel: 'Request My Price',
    fields: [
      {
        name: 'trade_in_year',
        type: 'number',
        label: 'Year',
        inputMode: 'numeric',
        maxLength: 4,
        min: OLDEST_YEAR,
        max: LATEST_YEAR,
      },
      {
        name: 'trade_in_make',
        type: 'text',
        label: 'Make',
        placeholder: `For example: ${example.make}`,
      },
      {
        name: 'trade_in_model',
        type: 'text',
        label: 'Model',
        placeholder: `For example: ${example.model}`,
      },
      {
        name: 'trade_in_km',
        type: 'number',
        label: 'Kilometres',
        inputMode: 'numeric',
        maxLength: 9,
        min: 0,
        max: MOST_KM,
      },
      ...tradeInContactFields(rules),
      fixedField('category', 'Instant Price'),
    ],
    car: 'none',
  };
}
