import { emailError } from './email.ts';
import type { FieldDefinition, FieldType } from './fields.ts';
import { MESSAGES, rangeMessage, tooLongMessage } from './messages.ts';
import { phoneError } from './phone.ts';
import { postcodeError } from './postcode.ts';
import type { FormRules } from './rules.ts';

/**
 * Length bounds of typed values where a field names none: generous for people, tight enough
 * that a forged post cannot store a novel in a lead.
 */
const DEFAULT_MAX_LENGTH: Record<Exclude<FieldType, 'checkbox'>, number> = {
  text: 100,
  textarea: 2000,
  email: 254,
  tel: 30,
  postcode: 4,
  number: 12,
  select: 200,
  radio: 200,
  datetime: 40,
};

/** A test-drive slot as the API offers it: an ISO date and time ('2025-03-10T09:30'). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Whole numbers as people write them: '45000', '45,000', '45 000'. */
const WHOLE_NUMBER = /^\d+$/;

export function maxLengthOf(field: FieldDefinition): number {
  if (field.maxLength !== undefined) return field.maxLength;
  return field.type === 'checkbox' ? 0 : DEFAULT_MAX_LENGTH[field.type];
}

/** The digits of a whole number as written ('45,000' → '45000'). */
export function wholeNumberDigits(value: string): string {
  return value.replace(/[\s,]/g, '');
}

function numberError(value: string, field: FieldDefinition): string | undefined {
  const digits = wholeNumberDigits(value);
  if (!WHOLE_NUMBER.test(digits)) return MESSAGES.wholeNumber;
  const number = Number(digits);
  const min = field.min ?? 0;
  const max = field.max ?? Number.MAX_SAFE_INTEGER;
  return number < min || number > max ? rangeMessage(min, max) : undefined;
}

function optionError(value: string, field: FieldDefinition): string | undefined {
  const { options } = field;
  // Options the page fills in (the dealer's locations) may be unknown where this runs.
  if (!options || options.length === 0) return undefined;
  return options.some((option) => option.value === value) ? undefined : MESSAGES.notAnOption;
}

/** What is wrong with a field's kind of value, before its length is looked at. */
function kindError(value: string, field: FieldDefinition, rules: FormRules): string | undefined {
  switch (field.type) {
    case 'email':
      return emailError(value);
    case 'tel':
      return phoneError(value, rules.phone);
    case 'postcode':
      return postcodeError(value);
    case 'number':
      return numberError(value, field);
    case 'select':
    case 'radio':
      return optionError(value, field);
    case 'datetime':
      return DATE_TIME.test(value) ? undefined : MESSAGES.dateTime;
    default:
      return undefined;
  }
}

/**
 * The one message for a non-empty typed value, or undefined when it is fine. One message per
 * field: the kind's own (the phone's 'Too many characters' on NZ sites among them) first,
 * then the length bound.
 */
export function valueError(
  value: string,
  field: FieldDefinition,
  rules: FormRules,
): string | undefined {
  const kind = kindError(value, field, rules);
  if (kind) return kind;
  const max = maxLengthOf(field);
  return value.length > max ? tooLongMessage(max) : undefined;
}
