import { describe, expect, it } from 'vitest';
import { fieldsOfSteps, formDefinition } from '../../../src/lib/forms/definitions/index.ts';
import type { FormDefinition } from '../../../src/lib/forms/definitions/form-definition.ts';
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';
import { isRequired } from '../../../src/lib/forms/fields.ts';
import { FORM_KINDS } from '../../../src/lib/forms/form-kind.ts';
import { schemaForFields } from '../../../src/lib/forms/schema.ts';
import { AU_RULES, LOCATIONS, NZ_RULES } from './rules-fixtures.ts';

const visible = (form: FormDefinition) => form.fields.filter((field) => !field.hidden);
const required = (form: FormDefinition) =>
  visible(form)
    .filter(isRequired)
    .filter((field) => !field.showIf)
    .map((field) => field.name);
const optional = (form: FormDefinition) =>
  visible(form)
    .filter((field) => !isRequired(field))
    .map((field) => field.name);
const hidden = (form: FormDefinition) =>
  Object.fromEntries(
    form.fields.filter((field) => field.hidden).map((field) => [field.name, field.specialValue]),
  );
const field = (form: FormDefinition, name: string) =>
  form.fields.find((each) => each.name === name);

describe('every form', () => {
  it.each(FORM_KINDS)('%s: unique field names, a schema, steps naming real fields', (kind) => {
    const form = formDefinition(kind, { ...AU_RULES, locations: LOCATIONS });
    const names = form.fields.map((each) => each.name);
    expect(new Set(names).size).toBe(names.length);
    expect(() => schemaForFields(form.fields, AU_RULES)).not.toThrow();
    for (const step of form.steps ?? []) {
      for (const name of step.fields) expect(names).toContain(name);
    }
    expect(form.kind).toBe(kind);
  });

  it('asks name, email and phone everywhere', () => {
    for (const kind of FORM_KINDS) {
      expect(required(formDefinition(kind, AU_RULES))).toEqual(
        expect.arrayContaining(['name', 'email', 'phone']),
      );
    }
  });

  it('gives the phone a numeric keypad on NZ-configured sites only', () => {
    expect(field(formDefinition('enquiry', NZ_RULES), 'phone')?.inputMode).toBe('numeric');
    expect(field(formDefinition('enquiry', AU_RULES), 'phone')?.inputMode).toBe('tel');
  });
});

describe('enquiry', () => {
  it('general: category, message required; Rego and opt_in optional', () => {
    const form = formDefinition('enquiry', AU_RULES);
    expect(required(form)).toEqual(['name', 'email', 'phone', 'category', 'message']);
    expect(optional(form)).toEqual(['Rego', 'opt_in']);
    expect(field(form, 'category')?.options?.map((option) => option.value)).toContain(
      'Careers Enquiry',
    );
    expect(form.submitLabel).toBe('Enquire Now');
    expect(form.car).toBe('none');
    expect(field(form, 'opt_in')?.label).toBe(
      'Yes, keep me up to date with news, special offers and events. I can unsubscribe at any time.',
    );
  });

  it('message optional and "Message Now" where configured', () => {
    const form = formDefinition('enquiry', NZ_RULES);
    expect(optional(form)).toContain('message');
    expect(form.submitLabel).toBe('Message Now');
  });

  it('about a car: the car category fixed, the car required', () => {
    const used = formDefinition('enquiry', AU_RULES, { car_type: 'used' });
    expect(hidden(used)).toEqual({ category: 'Used Car Enquiry' });
    expect(used.car).toBe('required');
    expect(hidden(formDefinition('enquiry', AU_RULES, { car_type: 'demo' }))).toEqual({
      category: 'New Car Enquiry',
    });
  });

  it('location: a required select with several locations, hidden with one, absent with none', () => {
    const several = formDefinition('enquiry', { ...AU_RULES, locations: LOCATIONS });
    expect(required(several)).toContain('location');
    expect(field(several, 'location')?.options).toEqual(LOCATIONS);
    const one = formDefinition('enquiry', { ...AU_RULES, locations: LOCATIONS.slice(0, 1) });
    expect(hidden(one)).toMatchObject({ location: '11' });
    expect(field(formDefinition('enquiry', AU_RULES), 'location')).toBeUndefined();
  });

  it("Rego's help names the dealer's vehicle: a car unless the dealer sells motorcycles", () => {
    const help = (rules: typeof AU_RULES) => field(formDefinition('enquiry', rules), 'Rego')?.help;
    const expected = 'The registration of a car you would like to trade in, if any.';
    expect(help(AU_RULES)).toBe(expected);
    expect(help({ ...AU_RULES, words: vehicleWords('car') })).toBe(expected);
    expect(help({ ...AU_RULES, words: vehicleWords('motorcycle') })).toBe(
      'The registration of a motorcycle you would like to trade in, if any.',
    );
  });

  it("a car's enquiry is titled with the dealer's vehicle; the general enquiry is not", () => {
    const title = (rules: typeof AU_RULES) =>
      formDefinition('enquiry', rules, { car_type: 'used' }).title;
    expect(title(AU_RULES)).toBe('Enquire About This Car');
    expect(title({ ...AU_RULES, words: vehicleWords('motorcycle') })).toBe(
      'Enquire About This Motorcycle',
    );
    expect(
      formDefinition('enquiry', { ...AU_RULES, words: vehicleWords('motorcycle') }).title,
    ).toBe('Enquire Now');
  });
});

describe('test drive', () => {
  it('location and dateTime required, message optional', () => {
    const form = formDefinition('test-drive', AU_RULES);
    expect(required(form)).toEqual(['name', 'email', 'phone', 'location', 'dateTime']);
    expect(optional(form)).toEqual(['message', 'opt_in']);
    expect(hidden(form)).toEqual({ category: 'Test Drive' });
  });
});

describe('request photos', () => {
  it('is about a car; message optional', () => {
    const form = formDefinition('request-photos', AU_RULES);
    expect(form.car).toBe('required');
    expect(optional(form)).toEqual(['message', 'opt_in']);
  });
});

describe('trade-in and instant price', () => {
  it('trade-in: the §3 fields and the configured hidden field', () => {
    const form = formDefinition('trade-in', NZ_RULES);
    expect(visible(form).map((each) => [each.name, each.label])).toEqual([
      ['name', 'First Name'],
      ['last_name', 'Last Name'],
      ['postcode', 'Postcode'],
      ['phone', 'Mobile Number'],
      ['email', 'Email Address'],
    ]);
    expect(hidden(form)).toEqual({ valuation_request: 'trade', category: 'Trade-In Valuation' });
    expect(form.submitLabel).toBe('Trade-In Valuation');
    expect(field(form, 'postcode')?.maxLength).toBe(4);
  });

  it("trade-in: the hidden field says 'Yes' unless configured", () => {
    expect(hidden(formDefinition('trade-in', AU_RULES))).toMatchObject({
      trade_in_valuation: 'Yes',
    });
  });

  it('instant price: the trade-in fields plus the car to value', () => {
    const form = formDefinition('instant-price', AU_RULES);
    expect(required(form)).toEqual([
      'trade_in_year',
      'trade_in_make',
      'trade_in_model',
      'trade_in_km',
      'name',
      'last_name',
      'postcode',
      'phone',
      'email',
    ]);
    expect(hidden(form)).toEqual({ trade_in_valuation: 'Yes', category: 'Instant Price' });
  });
});

describe('contact, subscribe, careers', () => {
  it('contact: a general enquiry', () => {
    const form = formDefinition('contact', AU_RULES);
    expect(required(form)).toEqual(['name', 'email', 'phone', 'category', 'message']);
  });

  it('subscribe: no message, no location, category General Enquiry', () => {
    const form = formDefinition('subscribe', { ...AU_RULES, locations: LOCATIONS });
    expect(visible(form).map((each) => each.name)).toEqual(['name', 'email', 'phone']);
    expect(hidden(form)).toEqual({ category: 'General Enquiry', opt_in: 'true' });
  });

  it('careers: sent as Careers Enquiry', () => {
    const form = formDefinition('careers', AU_RULES);
    expect(hidden(form)).toEqual({ category: 'Careers Enquiry' });
    expect(optional(form)).toEqual(['position']);
  });
});

describe('finance pre-approval', () => {
  const form = formDefinition('finance', AU_RULES);

  it('is a multi-step form ending with the privacy disclaimer', () => {
    expect(form.steps?.map((step) => step.title)).toEqual([
      'Your Car',
      'Your Loan',
      'Your Employment',
      'Your Employer',
      'Your Details',
      'Before You Submit',
    ]);
    expect(form.submitLabel).toBe('Submit');
    const terms = field(form, 'terms_agreed');
    expect(terms && isRequired(terms)).toBe(true);
    expect(terms?.label).toBe('I have read and understood the');
    expect(terms?.labelLink).toEqual({
      text: 'Privacy Statement',
      href: '/pages/privacy-statement',
    });
  });

  it('skips the employer step for shoppers without an employer', () => {
    expect(form.steps?.[2]?.skipTo).toEqual({
      field: 'employment_status',
      values: ['Retired', 'Not employed'],
      to: 4,
    });
  });

  it('gives each step its fields plus the hidden ones', () => {
    expect(fieldsOfSteps(form, [0]).map((each) => each.name)).toEqual([
      'category',
      'vehicle_type',
      'car_in_mind',
      'car_details',
      'terms_conditions',
    ]);
  });
});
