import { wholeNumberDigits } from './field-checks.ts';
import type { FieldDefinition } from './fields.ts';
import type { LeadValue } from './lead-request.ts';
import { normalisePhone } from './phone.ts';
import type { FormRules } from './rules.ts';

/**
 * Validated values as a lead carries them: phone numbers as national digits (§5), whole
 * numbers without their separators, empty answers left out.
 */
export function normaliseFieldValues(
  values: Readonly<Record<string, unknown>>,
  fields: readonly FieldDefinition[],
  rules: FormRules,
): Record<string, LeadValue> {
  const lead: Record<string, LeadValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'boolean') {
      lead[name] = value;
      continue;
    }
    if (typeof value !== 'string' || value === '') continue;
    const type = fields.find((field) => field.name === name && !field.hidden)?.type;
    if (type === 'tel') lead[name] = normalisePhone(value, rules.phone);
    else if (type === 'number') lead[name] = wholeNumberDigits(value);
    else lead[name] = value;
  }
  return lead;
}
