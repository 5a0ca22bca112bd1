import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../src/lib/forms/fields.ts';
import { schemaForFields } from '../../../src/lib/forms/schema.ts';
import { isFieldShown } from '../../../src/lib/forms/visibility.ts';
import { AU_RULES } from './rules-fixtures.ts';

/** The messages per field of a validation, or {} when the values pass. */
function errorsOf(
  fields: FieldDefinition[],
  values: Record<string, unknown>,
): Record<string, string> {
  try {
    schemaForFields(fields, AU_RULES).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
  }
}

const castOf = (fields: FieldDefinition[], values: Record<string, unknown>) =>
  schemaForFields(fields, AU_RULES).validateSync(values, { stripUnknown: true });

describe('schemaForFields: required by default', () => {
  const fields: FieldDefinition[] = [
    { name: 'name', type: 'text', label: 'Name' },
    { name: 'Rego', type: 'text', label: 'Rego', required: false },
    { name: 'agree', type: 'checkbox', label: 'Agree' },
    { name: 'news', type: 'checkbox', label: 'News', required: false },
  ];

  it('asks for every field not marked optional, with the spec message', () => {
    expect(errorsOf(fields, {})).toEqual({
      name: '*This is a required field.',
      agree: '*This is a required field.',
    });
  });

  it('counts blank text and an unticked box as empty', () => {
    expect(errorsOf(fields, { name: '   ', agree: false })).toEqual({
      name: '*This is a required field.',
      agree: '*This is a required field.',
    });
  });

  it('passes when the required fields are filled', () => {
    expect(errorsOf(fields, { name: 'Jo', agree: true })).toEqual({});
  });

  it("takes 'on' as a ticked box (a form posted without JavaScript)", () => {
    expect(castOf(fields, { name: 'Jo', agree: 'on' })).toMatchObject({ agree: true });
  });

  it('rejects a value of the wrong kind', () => {
    expect(errorsOf(fields, { name: { first: 'Jo' }, agree: true })).toEqual({
      name: 'This value is not valid.',
    });
  });
});

describe('schemaForFields: kinds of value', () => {
  const fields: FieldDefinition[] = [
    { name: 'email', type: 'email', label: 'Email', required: false },
    { name: 'phone', type: 'tel', label: 'Phone', required: false },
    { name: 'postcode', type: 'postcode', label: 'Postcode', required: false },
    { name: 'km', type: 'number', label: 'Km', required: false, min: 0, max: 500000 },
    {
      name: 'colour',
      type: 'select',
      label: 'Colour',
      required: false,
      options: [{ value: 'red', label: 'Red' }],
    },
    { name: 'dateTime', type: 'datetime', label: 'When', required: false },
    { name: 'note', type: 'text', label: 'Note', required: false, maxLength: 5 },
  ];

  it('gives each kind its message', () => {
    expect(
      errorsOf(fields, {
        email: 'jo@',
        phone: '12345',
        postcode: '200',
        km: '12a',
        colour: 'blue',
        dateTime: 'tomorrow',
        note: 'too long',
      }),
    ).toEqual({
      email: 'invalid email address',
      phone: 'Invalid phone number. Must be Australian or New Zealand number.',
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
      km: 'Please enter a whole number.',
      colour: 'Please choose one of the listed options.',
      dateTime: 'Please choose a date and time.',
      note: 'Please use at most 5 characters.',
    });
  });

  it('bounds numbers', () => {
    expect(errorsOf(fields, { km: '600,000' })).toEqual({
      km: 'Please enter a number from 0 to 500000.',
    });
    expect(errorsOf(fields, { km: '45,000' })).toEqual({});
  });

  it('leaves empty optional fields alone', () => {
    expect(errorsOf(fields, { email: '', phone: '', postcode: '' })).toEqual({});
  });

  it('accepts good values', () => {
    expect(
      errorsOf(fields, {
        email: 'jo@example.com',
        phone: '0412 555 012',
        postcode: '2000',
        colour: 'red',
        dateTime: '2025-03-10T09:30',
        note: 'short',
      }),
    ).toEqual({});
  });

  it('bounds text with a default length', () => {
    const text: FieldDefinition[] = [{ name: 'x', type: 'text', label: 'X' }];
    expect(errorsOf(text, { x: 'a'.repeat(101) })).toEqual({
      x: 'Please use at most 100 characters.',
    });
  });
});

describe('schemaForFields: hidden fields', () => {
  const fields: FieldDefinition[] = [
    { name: 'category', type: 'text', label: 'category', hidden: true, specialValue: 'Test Drive' },
    { name: 'opt_in', type: 'checkbox', label: 'opt_in', hidden: true, specialValue: 'true' },
  ];

  it('carry their specialValue whatever was posted', () => {
    expect(castOf(fields, {})).toEqual({ category: 'Test Drive', opt_in: true });
    expect(castOf(fields, { category: 'Other', opt_in: false })).toEqual({
      category: 'Test Drive',
      opt_in: true,
    });
  });
});

describe('schemaForFields: showIf', () => {
  const fields: FieldDefinition[] = [
    { name: 'has_car', type: 'checkbox', label: 'I have a car', required: false },
    { name: 'car', type: 'text', label: 'Which car?', showIf: 'has_car' },
    { name: 'email', type: 'email', label: 'Email', required: false },
    { name: 'confirm', type: 'text', label: 'Confirm', showIf: 'email' },
    { name: 'reason', type: 'text', label: 'Why?', showIf: 'confirm' },
  ];

  it('validates a field only while it is shown', () => {
    expect(errorsOf(fields, {})).toEqual({});
    expect(errorsOf(fields, { has_car: true })).toEqual({ car: '*This is a required field.' });
  });

  it('leaves a field out of the lead while it is not shown', () => {
    expect(castOf(fields, { has_car: false, car: 'Corolla' })).not.toHaveProperty('car');
    expect(castOf(fields, { has_car: true, car: 'Corolla' })).toMatchObject({ car: 'Corolla' });
  });

  it('hides a field while the field it depends on has an error', () => {
    expect(errorsOf(fields, { email: 'jo@' })).toEqual({ email: 'invalid email address' });
    expect(errorsOf(fields, { email: 'jo@example.com' })).toEqual({
      confirm: '*This is a required field.',
    });
  });

  it('follows a chain of showIf fields', () => {
    expect(errorsOf(fields, { email: 'jo@example.com', confirm: 'yes' })).toEqual({
      reason: '*This is a required field.',
    });
    expect(errorsOf(fields, { email: 'jo@', confirm: 'yes' })).toEqual({
      email: 'invalid email address',
    });
  });

  it('tells the renderer what is shown', () => {
    const [, car, , confirm, reason] = fields as [
      FieldDefinition,
      FieldDefinition,
      FieldDefinition,
      FieldDefinition,
      FieldDefinition,
    ];
    expect(isFieldShown(car, { has_car: true }, fields, AU_RULES)).toBe(true);
    expect(isFieldShown(car, { has_car: false }, fields, AU_RULES)).toBe(false);
    expect(isFieldShown(confirm, { email: '  ' }, fields, AU_RULES)).toBe(false);
    expect(isFieldShown(reason, { email: 'jo@example.com', confirm: 'x' }, fields, AU_RULES)).toBe(
      true,
    );
    expect(isFieldShown(reason, { email: 'bad', confirm: 'x' }, fields, AU_RULES)).toBe(false);
  });

  it('refuses definitions whose showIf goes round in a circle', () => {
    const circle: FieldDefinition[] = [
      { name: 'a', type: 'text', label: 'A', showIf: 'b' },
      { name: 'b', type: 'text', label: 'B', showIf: 'a' },
    ];
    expect(() => schemaForFields(circle, AU_RULES)).toThrow(/circle/);
  });
});
