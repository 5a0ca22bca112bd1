import { describe, expect, it } from 'vitest';
import { adfDocument, xmlSafeText } from '../../../src/lib/delivery/index.ts';
import {
  awkwardText,
  demoTestDrive,
  nzGeneralEnquiry,
  subscription,
  tradeInValuation,
  usedCarEnquiry,
} from '../../fixtures/adf/leads.ts';
import { childTags, children, only, parseAdf, prospectOf } from './parse-adf.ts';

describe('adfDocument: the document', () => {
  const xml = adfDocument(usedCarEnquiry());

  it('starts with the XML declaration and the ADF processing instruction', () => {
    expect(xml.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
  });

  it('holds one new prospect with the lead id, request date, vehicle, customer, vendor, provider', () => {
    const doc = parseAdf(xml);
    expect(children(doc.documentElement, 'prospect')).toHaveLength(1);
    const prospect = prospectOf(doc);
    expect(prospect.getAttribute('status')).toBe('new');
    expect(childTags(prospect)).toEqual([
      'id',
      'requestdate',
      'vehicle',
      'customer',
      'vendor',
      'provider',
    ]);
    const id = only(prospect, 'id');
    expect(id.textContent).toBe('lead_01HX7Q0ZP4');
    expect(id.getAttribute('sequence')).toBe('1');
    expect(id.getAttribute('source')).toBe('Forecourt');
  });

  it("dates the request in the dealer's time zone with its offset", () => {
    const prospect = prospectOf(parseAdf(xml));
    // 00:05:09 UTC on 14 March is 11:05:09 in Sydney, still on daylight saving time.
    expect(only(prospect, 'requestdate').textContent).toBe('2026-03-14T11:05:09+11:00');
  });
});

describe('adfDocument: the car of interest', () => {
  it('is a vehicle to buy with year, make, model, trim from the badge, VIN, stock, km and price', () => {
    const vehicle = only(prospectOf(parseAdf(adfDocument(usedCarEnquiry()))), 'vehicle');
    expect(vehicle.getAttribute('interest')).toBe('buy');
    expect(vehicle.getAttribute('status')).toBe('used');
    expect(childTags(vehicle)).toEqual([
      'id',
      'year',
      'make',
      'model',
      'vin',
      'stock',
      'trim',
      'odometer',
      'price',
      'comments',
    ]);
    const text = (tag: string) => only(vehicle, tag).textContent;
    expect(only(vehicle, 'id').getAttribute('source')).toBe('Forecourt');
    expect(text('id')).toBe('4242');
    expect([text('year'), text('make'), text('model'), text('trim')]).toEqual([
      '2021',
      'Toyota',
      'RAV4',
      'GXL',
    ]);
    expect([text('vin'), text('stock')]).toEqual(['JTMW1RFV10D012345', 'U1234']);
    const odometer = only(vehicle, 'odometer');
    expect(odometer.textContent).toBe('48210');
    expect(odometer.getAttribute('units')).toBe('km');
    expect(odometer.getAttribute('status')).toBe('unknown');
    const price = only(vehicle, 'price');
    expect(price.textContent).toBe('39990');
    expect(price.getAttribute('type')).toBe('asking');
    expect(price.getAttribute('currency')).toBe('AUD');
    expect(text('comments')).toBe('2021 Toyota RAV4 GXL');
  });

  it('calls a demo car used and says it is a demonstrator', () => {
    const vehicle = only(prospectOf(parseAdf(adfDocument(demoTestDrive()))), 'vehicle');
    expect(vehicle.getAttribute('status')).toBe('used');
    expect(only(vehicle, 'comments').textContent).toBe('2021 Toyota RAV4 GXL – Demonstrator');
    expect(children(vehicle, 'vin')).toHaveLength(0);
  });

  it('calls a new car new and prices it in NZD for a New Zealand dealer', () => {
    const lead = nzGeneralEnquiry();
    const car = {
      id: 7,
      year: 2026,
      make: 'Kia',
      model: 'EV3',
      car_type: 'new' as const,
      price: 59990,
    };
    const vehicle = only(prospectOf(parseAdf(adfDocument({ ...lead, car }))), 'vehicle');
    expect(vehicle.getAttribute('status')).toBe('new');
    expect(only(vehicle, 'price').getAttribute('currency')).toBe('NZD');
    expect(children(vehicle, 'odometer')).toHaveLength(0);
  });

  it('leaves out a missing or zero price rather than advertising $0', () => {
    const lead = usedCarEnquiry();
    const vehicle = only(
      prospectOf(parseAdf(adfDocument({ ...lead, car: { ...lead.car, id: 1, price: 0 } }))),
      'vehicle',
    );
    expect(children(vehicle, 'price')).toHaveLength(0);
  });

  it('takes make, model and stock number from the form when there is no car snapshot', () => {
    const lead = usedCarEnquiry({ car: null });
    const vehicle = only(prospectOf(parseAdf(adfDocument(lead))), 'vehicle');
    expect(childTags(vehicle)).toEqual(['year', 'make', 'model', 'stock']);
    expect(only(vehicle, 'make').textContent).toBe('Toyota');
    expect(only(vehicle, 'model').textContent).toBe('RAV4');
    expect(only(vehicle, 'year').textContent).toBe('');
    expect(vehicle.hasAttribute('status')).toBe(false);
  });

  it('keeps the one vehicle ADF requires, empty, for a lead about no car at all', () => {
    const vehicles = children(prospectOf(parseAdf(adfDocument(subscription()))), 'vehicle');
    expect(vehicles).toHaveLength(1);
    const [vehicle] = vehicles as [Element];
    expect(childTags(vehicle)).toEqual(['year', 'make', 'model']);
    expect(vehicle.textContent).toBe('');
  });
});

describe('adfDocument: the trade-in', () => {
  it('is a used vehicle with interest trade-in carrying what the form asked', () => {
    const vehicles = children(prospectOf(parseAdf(adfDocument(tradeInValuation()))), 'vehicle');
    expect(vehicles).toHaveLength(1);
    const [tradeIn] = vehicles as [Element];
    expect(tradeIn.getAttribute('interest')).toBe('trade-in');
    expect(tradeIn.getAttribute('status')).toBe('used');
    expect(childTags(tradeIn)).toEqual(['year', 'make', 'model', 'odometer']);
    expect(only(tradeIn, 'year').textContent).toBe('2015');
    expect(only(tradeIn, 'model').textContent).toBe('CX-5');
    expect(only(tradeIn, 'odometer').textContent).toBe('112000');
  });

  it('follows the car of interest as the second vehicle', () => {
    const lead = usedCarEnquiry({ tradeIn: { make: 'Holden', model: 'Commodore' } });
    const vehicles = children(prospectOf(parseAdf(adfDocument(lead))), 'vehicle');
    expect(vehicles.map((v) => v.getAttribute('interest'))).toEqual(['buy', 'trade-in']);
    expect(only(vehicles[1] as Element, 'year').textContent).toBe('');
    expect(children(vehicles[1] as Element, 'odometer')).toHaveLength(0);
  });

  it('is left out when the form gave nothing about it', () => {
    const lead = usedCarEnquiry({ tradeIn: { make: ' ', km: null } });
    const vehicles = children(prospectOf(parseAdf(adfDocument(lead))), 'vehicle');
    expect(vehicles.map((v) => v.getAttribute('interest'))).toEqual(['buy']);
  });
});

describe('adfDocument: the customer', () => {
  it('names the shopper in parts, with e-mail, a mobile as cellphone and the postcode', () => {
    const customer = only(prospectOf(parseAdf(adfDocument(usedCarEnquiry()))), 'customer');
    expect(childTags(customer)).toEqual(['contact', 'comments']);
    const contact = only(customer, 'contact');
    expect(childTags(contact)).toEqual(['name', 'name', 'email', 'phone', 'address']);
    const [first, last] = children(contact, 'name') as [Element, Element];
    expect([first.getAttribute('part'), first.textContent]).toEqual(['first', 'Alex']);
    expect([last.getAttribute('part'), last.textContent]).toEqual(['last', 'Nguyen']);
    expect(only(contact, 'email').textContent).toBe('alex.nguyen@example.com');
    const phone = only(contact, 'phone');
    expect([phone.getAttribute('type'), phone.textContent]).toEqual(['cellphone', '0412 555 012']);
    const address = only(contact, 'address');
    expect(childTags(address)).toEqual(['street', 'postalcode', 'country']);
    expect(only(address, 'street').textContent).toBe('');
    expect(only(address, 'postalcode').textContent).toBe('2150');
    expect(only(address, 'country').textContent).toBe('AU');
  });

  it('calls a landline voice, and knows New Zealand mobiles by their own prefix', () => {
    const landline = only(prospectOf(parseAdf(adfDocument(tradeInValuation()))), 'customer');
    expect(only(only(landline, 'contact'), 'phone').getAttribute('type')).toBe('voice');
    const nz = only(prospectOf(parseAdf(adfDocument(nzGeneralEnquiry()))), 'customer');
    expect(only(only(nz, 'contact'), 'phone').getAttribute('type')).toBe('cellphone');
  });

  it('leaves out what the form did not ask: no phone, no address', () => {
    const contact = only(
      only(prospectOf(parseAdf(adfDocument(subscription()))), 'customer'),
      'contact',
    );
    expect(childTags(contact)).toEqual(['name', 'email']);
  });

  it('comments with the message, the category, the test-drive booking and the extra services', () => {
    const customer = only(prospectOf(parseAdf(adfDocument(demoTestDrive()))), 'customer');
    expect(only(customer, 'comments').textContent).toBe(
      [
        'Category: Test Drive',
        'Test drive: Harbour Motors Parramatta, 2026-03-21T10:30:00+11:00',
        'Additional services: Finance, Extended Warranty',
      ].join('\n'),
    );
    const nz = only(prospectOf(parseAdf(adfDocument(nzGeneralEnquiry()))), 'customer');
    expect(only(nz, 'comments').textContent).toBe(
      'Do you service hybrids?\n\nCategory: General Enquiry / Service',
    );
  });
});

describe('adfDocument: vendor and provider', () => {
  it('names the location as vendor, reachable at its own e-mail and phone', () => {
    const vendor = only(prospectOf(parseAdf(adfDocument(usedCarEnquiry()))), 'vendor');
    expect(childTags(vendor)).toEqual(['id', 'vendorname', 'contact']);
    expect(only(vendor, 'id').textContent).toBe('harbour-motors');
    expect(only(vendor, 'vendorname').textContent).toBe('Harbour Motors Parramatta');
    const contact = only(vendor, 'contact');
    expect(only(contact, 'name').getAttribute('part')).toBe('full');
    expect(only(contact, 'email').textContent).toBe('parramatta@harbour-motors.example.com');
    expect(only(contact, 'phone').textContent).toBe('02 5550 9876');
  });

  it("names the dealer when no location is chosen, and falls back on the dealer's contact", () => {
    const nz = only(prospectOf(parseAdf(adfDocument(nzGeneralEnquiry()))), 'vendor');
    expect(only(nz, 'vendorname').textContent).toBe('Kiwi Cars');
    expect(childTags(only(nz, 'contact'))).toEqual(['name', 'phone']);
    const unreachable = usedCarEnquiry({ location: { name: 'Harbour Motors Yard' } });
    const vendor = only(prospectOf(parseAdf(adfDocument(unreachable))), 'vendor');
    expect(only(vendor, 'vendorname').textContent).toBe('Harbour Motors Yard');
    const contact = only(vendor, 'contact');
    expect(only(contact, 'name').textContent).toBe('Harbour Motors');
    expect(only(contact, 'email').textContent).toBe('sales@harbour-motors.example.com');
  });

  it('names Forecourt as the provider, with the form as its service', () => {
    const provider = only(prospectOf(parseAdf(adfDocument(tradeInValuation()))), 'provider');
    expect(only(provider, 'name').textContent).toBe('Forecourt');
    expect(only(provider, 'name').getAttribute('part')).toBe('full');
    expect(only(provider, 'service').textContent).toBe('Trade-In Valuation');
  });
});

describe('adfDocument: escaping', () => {
  const xml = adfDocument(awkwardText());

  it('escapes markup characters, so no form text can open an element', () => {
    expect(xml).toContain('Zoë "Z" &lt;b&gt;');
    expect(xml).toContain("O'Brien &amp; Sons");
    expect(xml).toContain('Ute &amp; Trailer &lt;Special&gt;');
    expect(xml).not.toContain('<b>');
    expect(xml).not.toContain(']]>');
  });

  it('reads back exactly what the shopper typed, less the characters XML 1.0 forbids', () => {
    const contact = only(only(prospectOf(parseAdf(xml)), 'customer'), 'contact');
    expect(children(contact, 'name').map((n) => n.textContent)).toEqual([
      'Zoë "Z" <b>',
      "O'Brien & Sons",
    ]);
    const comments = only(only(prospectOf(parseAdf(xml)), 'customer'), 'comments');
    expect(comments.textContent).toBe(
      'Price < $40k & "no" haggling?]]> end \u{1F697}\n\nCategory: Used Car Enquiry',
    );
    expect(xmlSafeText(xml)).toBe(xml);
  });
});
