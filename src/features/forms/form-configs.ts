import type { Dealer, Location } from '../../lib/config/index.ts';
import type { VehicleWords } from '../../lib/content/vehicle-words.ts';
import { formDefinition } from '../../lib/forms/definitions/index.ts';
import type { FormKind } from '../../lib/forms/form-kind.ts';
import { formRulesFrom, type FormRules } from '../../lib/forms/rules.ts';
import { primarySalesLocation } from '../../lib/locations/index.ts';
import { configForCar, type FormCarInput } from './car-form-config.ts';
import type { LeadFormConfig } from './lead-form-config.ts';

export interface FormConfigInput {
  kind: FormKind;
  /** Unique on the page: the form's element ids start with it. */
  idPrefix: string;
  /** The page the form is on (the lead's page_id). */
  pagePath: string;
  /** The car the form is about; its lead fields go with the lead. */
  car?: FormCarInput | undefined;
  /**
   * The locations a shopper may choose; one is sent as it is, none leaves the field out. With
   * a car, the car's own location among them (else the first) is the only one.
   */
  locations?: readonly Pick<Location, 'id' | 'name'>[] | undefined;
  /** /cars/trade-in and /finance-pre-approval: the car comes from the address (?car_id=). */
  carIdFromQuery?: boolean;
  /** The dealer's vehicle noun (vehicleWords(site.vehicleKind)) for help texts; cars when not given. */
  words?: VehicleWords | undefined;
}

/** The dealer's form rules (dealer options message_required, phone_rules, submit_label). */
export function dealerFormRules(
  dealer: Dealer,
  locations: FormConfigInput['locations'] = [],
): FormRules {
  return {
    ...formRulesFrom(dealer.config, dealer.country, dealer.config.trade_in_hidden_field),
    locations: locations.map((location) => ({ value: String(location.id), label: location.name })),
  };
}

/** The dealership a form without a car is filed under: the primary sales location's. */
function dealershipSlug(dealer: Dealer): string | undefined {
  return primarySalesLocation(dealer.locations)?.dealership_slug ?? dealer.dealerships[0]?.slug;
}

/**
 * A form island's config, built at build time: the shared definition of the form for this
 * dealer (and car), its rules, and the values sent beside the shopper's answers.
 */
export function leadFormConfig(dealer: Dealer, input: FormConfigInput): LeadFormConfig {
  const rules = {
    ...dealerFormRules(dealer, input.locations),
    ...(input.words ? { words: input.words } : {}),
  };
  const fixed: Record<string, string | number | boolean> = { page_id: input.pagePath };
  const dealership = dealershipSlug(dealer);
  if (dealership) fixed['dealership_slug'] = dealership;
  if (dealer.manufacturer) fixed['manufacturer_slug'] = dealer.manufacturer;
  const config: LeadFormConfig = {
    definition: formDefinition(input.kind, rules),
    rules,
    site: dealer.slug,
    idPrefix: input.idPrefix,
    fixed,
    successQuery: {},
    ...(input.carIdFromQuery ? { carIdFromQuery: true } : {}),
  };
  return input.car ? configForCar(config, input.car) : config;
}

/**
 * The form a search card's dialog opens, before it knows its car: the dealer's locations with
 * the primary sales location first (a car's form falls back to it), and this page's path.
 * The dialog turns it into the car's form in the browser (configForCar).
 */
export function cardFormConfig(
  dealer: Dealer,
  input: Pick<FormConfigInput, 'kind' | 'idPrefix' | 'pagePath' | 'words'>,
): LeadFormConfig {
  const primary = primarySalesLocation(dealer.locations);
  const others = dealer.locations.filter((location) => location !== primary);
  return leadFormConfig(dealer, { ...input, locations: primary ? [primary, ...others] : others });
}
