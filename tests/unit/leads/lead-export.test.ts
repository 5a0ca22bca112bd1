import { describe, expect, it } from 'vitest';
import {
  LEAD_EXPORT_HEADER,
  carLabel,
  deliverySummary,
  fieldText,
  leadExportRow,
  type ExportLead,
} from '../../../src/lib/leads/lead-export.ts';

const lead: ExportLead = {
  id: 'lead_abc',
  form: 'trade-in',
  status: 'complete',
  eventId: 22,
  createdAt: '2025-03-01T09:30:00.000Z',
  fields: {
    name: 'Alex',
    last_name: "O'Neil, Jr",
    email: 'alex@example.test',
    phone: '0412555012',
    postcode: 2000,
    message: 'ignored',
  },
  car: { name: '2019 Subaru Forester', stocknum: 'S123' },
};

describe('fieldText', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['text', 'text'],
    [2000, '2000'],
    [true, 'true'],
    [['Tint', 'Mats'], 'Tint; Mats'],
    [{ a: 1 }, '{"a":1}'],
  ])('writes %j as %j', (value, text) => {
    expect(fieldText(value)).toBe(text);
  });
});

describe('carLabel', () => {
  it('uses the snapshot name and stock number', () => {
    expect(carLabel(lead.car)).toBe('2019 Subaru Forester (stock S123)');
  });

  it('builds a title from year, make, model and badge without a name', () => {
    expect(carLabel({ year: 2021, make: 'Mazda', model: 'CX-5', badge: 'Maxx', name: ' ' })).toBe(
      '2021 Mazda CX-5 Maxx',
    );
  });

  it('is empty without a car', () => {
    expect(carLabel(null)).toBe('');
  });
});

describe('deliverySummary', () => {
  it('names each destination with its status and the attempts of undelivered ones', () => {
    expect(
      deliverySummary([
        { destinationKey: 'email', status: 'delivered', attempts: 2 },
        { destinationKey: 'crm', status: 'pending', attempts: 3 },
        { destinationKey: 'dms', status: 'dead', attempts: 1 },
        { destinationKey: 'new', status: 'pending', attempts: 0 },
      ]),
    ).toBe('email: delivered; crm: pending (3 attempts); dms: dead (1 attempt); new: pending');
  });

  it('is empty for a lead without deliveries', () => {
    expect(deliverySummary([])).toBe('');
  });
});

describe('leadExportRow', () => {
  it('lays a lead out in header order', () => {
    const row = leadExportRow(lead, [
      { destinationKey: 'email', status: 'delivered', attempts: 1 },
    ]);

    expect(Object.fromEntries(LEAD_EXPORT_HEADER.map((name, index) => [name, row[index]]))).toEqual(
      {
        lead_id: 'lead_abc',
        name: 'Alex',
        last_name: "O'Neil, Jr",
        email: 'alex@example.test',
        phone: '0412555012',
        postcode: '2000',
        category: '',
        form: 'trade-in',
        event_id: '22',
        car: '2019 Subaru Forester (stock S123)',
        created: '2025-03-01T09:30:00.000Z',
        status: 'complete',
        deliveries: 'email: delivered',
      },
    );
  });
});
