import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../src/lib/forms/fields.ts';
import { adoptPageValues, controlValues } from '../../../src/lib/forms/page-values.ts';

const fields: FieldDefinition[] = [
  { name: 'name', type: 'text', label: 'Name' },
  { name: 'email', type: 'email', label: 'Email' },
  { name: 'phone', type: 'tel', label: 'Phone' },
  {
    name: 'category',
    type: 'select',
    label: 'Enquiry Type',
    options: [{ value: 'Sales', label: 'Sales' }],
  },
  { name: 'location', type: 'text', label: 'location', hidden: true, specialValue: 'gold-coast' },
  { name: 'opt_in', type: 'checkbox', label: 'Opt in', required: false },
];
const built = {
  name: '',
  email: '',
  phone: '',
  category: '',
  location: 'gold-coast',
  opt_in: false,
};

describe('adoptPageValues', () => {
  it('keeps what the shopper typed, chose and ticked before the island arrived', () => {
    const onPage = {
      name: 'Ana',
      email: 'ana@example.com',
      phone: '',
      category: 'Sales',
      opt_in: true,
    };
    expect(adoptPageValues(fields, built, onPage)).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '',
      category: 'Sales',
      location: 'gold-coast',
      opt_in: true,
    });
  });

  it('fills fields still as built from the stored user, never over what was typed', () => {
    const onPage = { name: 'Ana', email: '', phone: '', category: '', opt_in: false };
    const stored = { name: 'Stored Name', email: 'stored@example.com', phone: '0412 555 012' };
    expect(adoptPageValues(fields, built, onPage, stored)).toMatchObject({
      name: 'Ana',
      email: 'stored@example.com',
      phone: '0412 555 012',
    });
  });

  it('keeps a hidden field as built whatever the page holds', () => {
    expect(adoptPageValues(fields, built, { location: 'elsewhere' }).location).toBe('gold-coast');
  });

  it('leaves fields whose control is not on the page as built (or stored)', () => {
    expect(adoptPageValues(fields, built, {}, { email: 'stored@example.com' })).toEqual({
      ...built,
      email: 'stored@example.com',
    });
  });

  it('takes a field cleared by the shopper as cleared', () => {
    const prefilled = { ...built, name: 'Built Name' };
    expect(adoptPageValues(fields, prefilled, { name: '' }, { name: 'Stored' }).name).toBe('');
  });
});

describe('controlValues', () => {
  it('reads text, choices and ticks by field name, skipping hidden and missing controls', () => {
    const page: Record<
      string,
      { kind: 'checkbox'; checked: boolean } | { kind: 'value'; value: string }
    > = {
      name: { kind: 'value', value: 'Ana' },
      category: { kind: 'value', value: 'Sales' },
      location: { kind: 'value', value: 'x' },
      opt_in: { kind: 'checkbox', checked: true },
    };
    expect(controlValues(fields, (name) => page[name] ?? null)).toEqual({
      name: 'Ana',
      category: 'Sales',
      opt_in: true,
    });
  });
});
