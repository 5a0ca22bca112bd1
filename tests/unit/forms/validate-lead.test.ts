import { describe, expect, it } from 'vitest';
import { validateLead } from '../../../src/lib/forms/lead-request.ts';
import { AU_RULES, LOCATIONS, NZ_RULES } from './rules-fixtures.ts';

const SHOPPER = { name: 'Jo Citizen', email: 'jo@example.com', phone: '+61 412 555 012' };
const USED_CAR = {
  'Vehicle Make': 'Toyota',
  'Vehicle Model': 'Corolla',
  car_type: 'used',
  car_id: '4021',
  stock_number: 'U1234',
  vehicle_status: 'in_stock',
  dealership_slug: 'harbour-motors',
  page_id: 'car-4021',
};

function accepted(body: unknown, rules = AU_RULES) {
  const result = validateLead(body, rules);
  if (!result.ok) throw new Error(`rejected: ${JSON.stringify(result.fields)}`);
  return result.lead;
}

function rejected(body: unknown, rules = AU_RULES) {
  const result = validateLead(body, rules);
  if (result.ok) throw new Error('accepted');
  return result;
}

describe('validateLead: malformed bodies', () => {
  it.each([null, 'text', 42, [SHOPPER]])('rejects %j', (body) => {
    expect(rejected(body)).toEqual({
      ok: false,
      error: 'An error occurred when submitting this form',
      fields: {},
    });
  });

  it.each([undefined, 'quote', 7])('rejects the unknown form %j', (form) => {
    expect(rejected({ ...SHOPPER, form }).fields).toEqual({ form: 'This form is not known.' });
  });
});

describe('validateLead: the general enquiry', () => {
  const body = { form: 'enquiry', ...SHOPPER, category: 'Sales Enquiry', message: 'Hello' };

  it('accepts it as event 22 with the phone as national digits', () => {
    expect(accepted(body)).toEqual({
      form: 'enquiry',
      event_id: 22,
      lead_status: 'Complete',
      form_completed: true,
      fields: {
        name: 'Jo Citizen',
        email: 'jo@example.com',
        phone: '0412555012',
        category: 'Sales Enquiry',
        message: 'Hello',
      },
    });
  });

  it('gives every problem its spec message', () => {
    expect(
      rejected({
        form: 'enquiry',
        name: ' ',
        email: 'jo@',
        phone: '123',
        category: 'Sales Enquiry',
      }),
    ).toEqual({
      ok: false,
      error: 'An error occurred when submitting this form',
      fields: {
        name: '*This is a required field.',
        email: 'invalid email address',
        phone: 'Invalid phone number. Must be Australian or New Zealand number.',
        message: '*This is a required field.',
      },
    });
  });

  it('requires the category, and one of its options', () => {
    expect(rejected({ ...body, category: undefined }).fields).toEqual({
      category: '*This is a required field.',
    });
    expect(rejected({ ...body, category: 'Complaints' }).fields).toEqual({
      category: 'Please choose one of the listed options.',
    });
  });

  it('lets the message be empty where configured', () => {
    expect(
      accepted({ ...body, message: '', phone: '021 555 1234' }, NZ_RULES).fields,
    ).not.toHaveProperty('message');
  });

  it("says 'Too many characters' on NZ-configured sites", () => {
    expect(rejected({ ...body, phone: '+64 21 555 12345' }, NZ_RULES).fields).toEqual({
      phone: 'Invalid phone number. Too many characters.',
    });
  });

  it('requires a location when there are several, and only a known one', () => {
    const rules = { ...AU_RULES, locations: LOCATIONS };
    expect(rejected(body, rules).fields).toEqual({ location: '*This is a required field.' });
    expect(rejected({ ...body, location: '99' }, rules).fields).toEqual({
      location: 'Please choose one of the listed options.',
    });
    expect(accepted({ ...body, location: '12' }, rules).fields['location']).toBe('12');
  });

  it('sends the one location of a dealer with one', () => {
    const rules = { ...AU_RULES, locations: LOCATIONS.slice(0, 1) };
    expect(accepted({ ...body, location: '99' }, rules).fields['location']).toBe('11');
  });

  it('leaves out unknown fields and the anti-spam fields', () => {
    const lead = accepted({ ...body, fc_hp: '', fc_elapsed_ms: 5400, admin: true, price: 1 });
    expect(Object.keys(lead.fields).sort()).toEqual([
      'category',
      'email',
      'message',
      'name',
      'phone',
    ]);
  });

  it('rewrites Careers Enquiry to General Enquiry / Career Enquiry, event 51', () => {
    const lead = accepted({ ...body, category: 'Careers Enquiry' });
    expect(lead.event_id).toBe(51);
    expect(lead.fields).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
  });

  it('trims values and bounds their length', () => {
    expect(accepted({ ...body, name: '  Jo  ' }).fields['name']).toBe('Jo');
    expect(rejected({ ...body, message: 'x'.repeat(2001) }).fields).toEqual({
      message: 'Please use at most 2000 characters.',
    });
  });

  it('ignores a "__proto__" key of a JSON body', () => {
    const lead = accepted(
      JSON.parse(JSON.stringify(body).replace('{', '{"__proto__":{"admin":true},')),
    );
    expect(lead.fields).not.toHaveProperty('admin');
    expect(Object.getPrototypeOf(lead.fields)).toBe(Object.prototype);
  });

  it('takes a list where text belongs as a problem, not a crash', () => {
    expect(rejected({ ...body, name: ['Jo'] }).fields).toEqual({
      name: 'This value is not valid.',
    });
  });
});

describe('validateLead: special fields (§5)', () => {
  const body = { form: 'enquiry', ...SHOPPER, category: 'General Enquiry', message: 'Hi' };

  it('drops _radio_options fields', () => {
    const lead = accepted({ ...body, colour_radio_options: 'Red,Blue' });
    expect(lead.fields).not.toHaveProperty('colour_radio_options');
  });

  it('collects ticked (check_option) fields into additional_services', () => {
    const lead = accepted({
      ...body,
      'Extended Warranty (check_option)': true,
      'Tinting (check_option)': 'on',
      'Insurance (check_option)': false,
    });
    expect(lead.fields['additional_services']).toEqual(['Extended Warranty', 'Tinting']);
    expect(Object.keys(lead.fields).some((key) => key.includes('check_option'))).toBe(false);
  });

  it('merges a posted additional_services list', () => {
    const lead = accepted({
      ...body,
      additional_services: ['Roof Racks'],
      'Tinting (check_option)': true,
    });
    expect(lead.fields['additional_services']).toEqual(['Roof Racks', 'Tinting']);
  });

  it('rejects additional_services that are not a list of short texts', () => {
    expect(rejected({ ...body, additional_services: [{}] }).fields).toEqual({
      additional_services: 'This value is not valid.',
    });
  });
});

describe('validateLead: event ids', () => {
  const enquiry = { form: 'enquiry', ...SHOPPER, message: 'Is it available?' };

  it('14 for a new or demo car enquiry, 15 for a used one', () => {
    expect(accepted({ ...enquiry, ...USED_CAR, car_type: 'new' }).event_id).toBe(14);
    expect(accepted({ ...enquiry, ...USED_CAR, car_type: 'demo' }).event_id).toBe(14);
    const used = accepted({ ...enquiry, ...USED_CAR });
    expect(used.event_id).toBe(15);
    expect(used.fields).toMatchObject({ ...USED_CAR, category: 'Used Car Enquiry' });
  });

  it('a car enquiry needs no category', () => {
    expect(accepted({ ...enquiry, ...USED_CAR }).fields['category']).toBe('Used Car Enquiry');
  });

  const testDrive = {
    form: 'test-drive',
    ...SHOPPER,
    location: '11',
    dateTime: '2025-03-10T09:30',
  };
  const rules = { ...AU_RULES, locations: LOCATIONS };

  it('48 for a used car test drive, 17 for others and for test-drive-only cars', () => {
    expect(accepted({ ...testDrive, ...USED_CAR }, rules).event_id).toBe(48);
    expect(accepted({ ...testDrive, ...USED_CAR, test_drive_only: true }, rules).event_id).toBe(17);
    expect(accepted({ ...testDrive, ...USED_CAR, car_type: 'new' }, rules).event_id).toBe(17);
    expect(accepted(testDrive, rules).event_id).toBe(17);
  });

  it('a test drive needs a location and a time', () => {
    expect(rejected({ form: 'test-drive', ...SHOPPER }, rules).fields).toEqual({
      location: '*This is a required field.',
      dateTime: '*This is a required field.',
    });
  });

  it('51 for the careers form, sent as General Enquiry / Career Enquiry', () => {
    const lead = accepted({ form: 'careers', ...SHOPPER, message: 'Ten years in sales.' });
    expect(lead.event_id).toBe(51);
    expect(lead.fields).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
  });

  it('22 for subscribe, contact and trade-in', () => {
    const subscribe = accepted({ form: 'subscribe', ...SHOPPER, message: 'ignored' });
    expect(subscribe.event_id).toBe(22);
    expect(subscribe.fields).toEqual({
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '0412555012',
      category: 'General Enquiry',
      opt_in: true,
    });
    expect(
      accepted({ form: 'contact', ...SHOPPER, category: 'Service Enquiry', message: 'Hi' })
        .event_id,
    ).toBe(22);
  });

  it('request photos: the car is required, event by car type', () => {
    expect(rejected({ form: 'request-photos', ...SHOPPER }).fields).toEqual({
      car_id: '*This is a required field.',
    });
    expect(accepted({ form: 'request-photos', ...SHOPPER, ...USED_CAR }).event_id).toBe(15);
  });

  it('rejects a car type that is not new, demo or used', () => {
    expect(rejected({ ...enquiry, ...USED_CAR, car_type: 'old' }).fields).toEqual({
      car_type: 'This value is not valid.',
    });
  });
});

describe('validateLead: trade-in and instant price', () => {
  const tradeIn = {
    form: 'trade-in',
    name: 'Jo',
    last_name: 'Citizen',
    postcode: '2000',
    phone: '0412 555 012',
    email: 'jo@example.com',
  };

  it('carries the configured hidden field whatever is posted', () => {
    const lead = accepted({ ...tradeIn, trade_in_valuation: 'No' });
    expect(lead.fields).toMatchObject({
      trade_in_valuation: 'Yes',
      category: 'Trade-In Valuation',
    });
    const nz = accepted({ ...tradeIn, phone: '021 555 1234' }, NZ_RULES);
    expect(nz.fields).toMatchObject({ valuation_request: 'trade' });
    expect(nz.fields).not.toHaveProperty('trade_in_valuation');
  });

  it('checks the postcode', () => {
    expect(rejected({ ...tradeIn, postcode: '200' }).fields).toEqual({
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    });
  });

  it('instant price: the car to value, its numbers without separators', () => {
    const lead = accepted({
      ...tradeIn,
      form: 'instant-price',
      trade_in_year: '2018',
      trade_in_make: 'Mazda',
      trade_in_model: 'CX-5',
      trade_in_km: '85,000',
    });
    expect(lead.fields).toMatchObject({ trade_in_year: '2018', trade_in_km: '85000' });
    expect(rejected({ ...tradeIn, form: 'instant-price' }).fields).toEqual({
      trade_in_year: '*This is a required field.',
      trade_in_make: '*This is a required field.',
      trade_in_model: '*This is a required field.',
      trade_in_km: '*This is a required field.',
    });
  });
});
