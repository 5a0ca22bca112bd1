import { leadCarFields, type LeadCar } from '../../lib/forms/car-fields.ts';
import type { FieldOption } from '../../lib/forms/fields.ts';
import { formDefinition } from '../../lib/forms/definitions/index.ts';
import type { LeadFormConfig } from './lead-form-config.ts';

/** The car a form is about, as the car page and a search card's button both know it. */
export interface FormCarInput extends LeadCar {
  slug: string;
  location: { id: number };
}

/**
 * The one location a car's form offers (the test drive's times come from it): the car's own
 * among the config's locations, else the config's first, the primary sales location, as the
 * car page falls back to (locations/car-location.ts).
 */
function carFormLocation(config: LeadFormConfig, car: FormCarInput): FieldOption[] {
  const locations = config.rules.locations ?? [];
  const own = locations.find((location) => location.value === String(car.location.id));
  const location = own ?? locations[0];
  return location ? [location] : [];
}

/**
 * A form config turned into the form about one car: the new-car or used-car definition, the
 * car's location as the only one, the car's lead fields beside the shopper's answers, and
 * /success linking back to the car. The car page's forms are built with it at build time; a
 * search card's dialog builds its form with it in the browser from the card's car.
 */
export function configForCar(config: LeadFormConfig, car: FormCarInput): LeadFormConfig {
  const rules = { ...config.rules, locations: carFormLocation(config, car) };
  return {
    ...config,
    rules,
    definition: formDefinition(config.definition.kind, rules, car),
    fixed: { ...config.fixed, ...leadCarFields(car) },
    successQuery: { car: car.slug },
  };
}
