import { describe, expect, it } from 'vitest';
import { fixedWithQuery } from '../../../src/features/forms/island/fixed-values.ts';
import { initialFormValues } from '../../../src/features/forms/island/form-values.ts';
import { successHref } from '../../../src/features/forms/island/success-href.ts';
import {
  firstInvalidField,
  shownValues,
} from '../../../src/features/forms/island/visible-fields.ts';
import {
  serialiseConfig,
  type LeadFormConfig,
} from '../../../src/features/forms/lead-form-config.ts';
import type { FieldDefinition } from '../../../src/lib/forms/fields.ts';
import { formRulesFrom } from '../../../src/lib/forms/rules.ts';

const rules = formRulesFrom({ message_required: true, submit_label: 'Enquire Now' }, 'AU');
const fields: FieldDefinition[] = [
  { name: 'name', type: 'text', label: 'Name' },
  {
    name: 'category',
    type: 'text',
    label: 'category',
    hidden: true,
    specialValue: 'General Enquiry',
  },
  { name: 'opt_in', type: 'checkbox', label: 'Opt in', required: false },
  { name: 'car_in_mind', type: 'checkbox', label: 'I have a car in mind', required: false },
  { name: 'car_details', type: 'text', label: 'Which car?', showIf: 'car_in_mind' },
];

describe('initialFormValues', () => {
  it('gives hidden fields their specialValue, unticks boxes and prefills the rest', () => {
    expect(initialFormValues(fields, { name: 'Ana' })).toEqual({
      name: 'Ana',
      category: 'General Enquiry',
      opt_in: false,
      car_in_mind: false,
      car_details: '',
    });
  });
});

describe('shownValues and firstInvalidField', () => {
  it('sends trimmed values of shown fields only (showIf hides car_details while unticked)', () => {
    const values = {
      name: ' Ana ',
      category: 'General Enquiry',
      opt_in: true,
      car_in_mind: false,
      car_details: 'RAV4',
    };
    expect(shownValues(fields, values, rules)).toEqual({
      name: 'Ana',
      category: 'General Enquiry',
      opt_in: true,
      car_in_mind: false,
    });
    expect(shownValues(fields, { ...values, car_in_mind: true }, rules)).toMatchObject({
      car_details: 'RAV4',
    });
  });

  it('finds the first shown, drawn field with an error', () => {
    const values = { name: '', car_in_mind: true, car_details: '' };
    expect(firstInvalidField(fields, values, { car_details: 'x', name: 'y' }, rules)?.name).toBe(
      'name',
    );
    expect(firstInvalidField(fields, values, { category: 'x' }, rules)).toBeUndefined();
  });
});

describe('fixedWithQuery', () => {
  const fixed = { page_id: '/cars/trade-in' };
  it('adds a numeric car_id from the address on pages that serve every car', () => {
    expect(fixedWithQuery({ fixed, carIdFromQuery: true }, '?car_id=4512')).toEqual({
      ...fixed,
      car_id: '4512',
    });
  });

  it('ignores anything but digits, and pages that do not read the address', () => {
    expect(fixedWithQuery({ fixed, carIdFromQuery: true }, '?car_id=<script>')).toEqual(fixed);
    expect(fixedWithQuery({ fixed }, '?car_id=4512')).toEqual(fixed);
  });
});

describe('successHref and serialiseConfig', () => {
  it('names the form (and the car) for /success', () => {
    expect(successHref('test-drive', { car: '2021-subaru-xv-u1' })).toBe(
      '/success?form=test-drive&car=2021-subaru-xv-u1',
    );
  });

  it('writes config JSON that cannot close its <script> element', () => {
    const config = { fixed: { page_id: '</script><b>' } } as unknown as LeadFormConfig;
    const json = serialiseConfig(config);
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual(config);
  });
});
