import type { FormDefinition } from '../../lib/forms/definitions/form-definition.ts';
import type { FormRules } from '../../lib/forms/rules.ts';

/**
 * What a page hands a lead form island (serialised into the page as JSON): plain data built
 * at build time from the dealer, the car and the shared form definition of src/lib/forms.
 */
export interface LeadFormConfig {
  definition: FormDefinition;
  rules: FormRules;
  /** The dealer slug: the stored user's per-site key. */
  site: string;
  /** Prefix of the form's element ids, unique on the page. */
  idPrefix: string;
  /** Values the shopper does not type: the car's fields, the dealership, the page and so on. */
  fixed: Record<string, string | number | boolean>;
  /** Extra query for /success, such as the car's slug so it can link back. */
  successQuery: Record<string, string>;
  /**
   * Pages reached with ?car_id= (/cars/trade-in, /finance-pre-approval) are one static page
   * for every car: the island sends the id from the address, and the API knows the car by it.
   */
  carIdFromQuery?: boolean;
}

/** The config as JSON safe inside a <script type="application/json"> element. */
export function serialiseConfig(config: LeadFormConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}
