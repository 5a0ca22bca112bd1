import { CAREERS_CATEGORY } from './event-id.ts';

/** §5 "Dropped fields": a radio group's list of options, posted beside its answer. */
export function isRadioOptionsField(name: string): boolean {
  return name.includes('_radio_options');
}

const CHECK_OPTION = '(check_option)';

/** §5: a ticked '(check_option)' field names an additional service. */
export function isCheckOptionField(name: string): boolean {
  return name.includes(CHECK_OPTION);
}

/** 'Extended Warranty (check_option)' → 'Extended Warranty'. */
export function serviceName(field: string): string {
  return field.replace(CHECK_OPTION, '').replace(/\s+/g, ' ').trim();
}

/** Ticked as a form posts it: true, or 'true' / 'on' from a form posted without JavaScript. */
export function isTicked(value: unknown): boolean {
  return value === true || value === 'true' || value === 'on';
}

/**
 * Splits a posted body per §5: *_radio_options fields dropped, ticked (check_option) fields
 * collected as additional services (unticked ones dropped), everything else kept.
 */
export function splitSpecialFields(body: Readonly<Record<string, unknown>>): {
  rest: Record<string, unknown>;
  services: string[];
} {
  const rest: Record<string, unknown> = {};
  const services: string[] = [];
  for (const [name, value] of Object.entries(body)) {
    // A JSON body's own "__proto__" key would otherwise set the prototype of `rest`.
    if (name === '__proto__' || isRadioOptionsField(name)) continue;
    if (isCheckOptionField(name)) {
      if (isTicked(value)) services.push(serviceName(name));
      continue;
    }
    rest[name] = value;
  }
  return { rest, services };
}

/** §5 "Category rewrite": Careers Enquiry is sent as General Enquiry / Career Enquiry. */
export function rewriteCategory(fields: Record<string, unknown>): Record<string, unknown> {
  if (fields['category'] !== CAREERS_CATEGORY) return fields;
  return { ...fields, category: 'General Enquiry', subcategory: 'Career Enquiry' };
}
