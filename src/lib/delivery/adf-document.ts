/**
 * One lead as an ADF 1.0 (Auto-lead Data Format) document, the XML dealer CRMs import. Element
 * order and attribute values follow the ADF 1.0 DTD (tests/fixtures/adf/adf-1.0.dtd, which the
 * integration tests validate every kind of lead against). xmlbuilder2 escapes all text and
 * attribute values; characters XML 1.0 cannot carry at all are dropped first.
 */
import { create } from 'xmlbuilder2';
import { adfVehicles, type AdfVehicle } from './adf-vehicles.ts';
import type { DeliveryLead, LeadRecipient } from './delivery-lead.ts';
import { customerComments, fieldText, formLabel } from './lead-wording.ts';
import { phoneType } from './phone-type.ts';
import { isoWithOffset } from './request-date.ts';
import { xmlSafeText } from './xml-text.ts';

type XMLBuilder = ReturnType<typeof create>;

/** The name leads carry as their source and provider. */
export const PROVIDER_NAME = 'Forecourt';

type Attributes = Record<string, string>;

/** Adds <name>text</name>; empty text makes an empty element (for ADF's required ones). */
function element(parent: XMLBuilder, name: string, text: string, attributes?: Attributes) {
  const node = parent.ele(name, attributes);
  const safe = xmlSafeText(text);
  if (safe !== '') node.txt(safe);
  return node.up();
}

/** Adds the element only when there is something to say. */
function optional(parent: XMLBuilder, name: string, text: string, attributes?: Attributes) {
  if (xmlSafeText(text).trim() !== '') element(parent, name, text, attributes);
}

function addVehicle(prospect: XMLBuilder, vehicle: AdfVehicle): void {
  const attributes: Attributes = { interest: vehicle.interest };
  if (vehicle.status) attributes['status'] = vehicle.status;
  const node = prospect.ele('vehicle', attributes);
  if (vehicle.id) element(node, 'id', vehicle.id, { source: PROVIDER_NAME });
  element(node, 'year', vehicle.year);
  element(node, 'make', vehicle.make);
  element(node, 'model', vehicle.model);
  optional(node, 'vin', vehicle.vin ?? '');
  optional(node, 'stock', vehicle.stock ?? '');
  optional(node, 'trim', vehicle.trim ?? '');
  if (vehicle.km !== undefined) {
    // The listing gives the reading only; whether the odometer was ever replaced is not known.
    element(node, 'odometer', String(vehicle.km), { status: 'unknown', units: 'km' });
  }
  if (vehicle.price) {
    const { amount, currency } = vehicle.price;
    element(node, 'price', String(amount), { type: 'asking', currency });
  }
  optional(node, 'comments', vehicle.comments ?? '');
}

/**
 * ADF allows a contact either an e-mail (with any phones after it) or phones alone, in that
 * order, and needs at least one of the two.
 */
function addReachableBy(contact: XMLBuilder, email: string, phone: string, type: string): void {
  optional(contact, 'email', email);
  optional(contact, 'phone', phone, { type });
}

function addCustomer(prospect: XMLBuilder, lead: DeliveryLead): void {
  const { fields, dealer } = lead;
  const customer = prospect.ele('customer');
  const contact = customer.ele('contact');
  optional(contact, 'name', fieldText(fields.name), { part: 'first', type: 'individual' });
  optional(contact, 'name', fieldText(fields.last_name), { part: 'last', type: 'individual' });
  const phone = fieldText(fields.phone);
  addReachableBy(contact, fieldText(fields.email), phone, phoneType(phone, dealer.country));
  const postcode = fieldText(fields.postcode);
  if (postcode) {
    // ADF's address needs at least one street line; the forms ask for the postcode only, so
    // the street line is there and empty rather than the postcode being lost.
    const address = contact.ele('address');
    element(address, 'street', '', { line: '1' });
    element(address, 'postalcode', postcode);
    element(address, 'country', dealer.country);
  }
  optional(customer, 'comments', customerComments(fields));
}

function addVendor(prospect: XMLBuilder, lead: DeliveryLead): void {
  const { dealer } = lead;
  const recipient: LeadRecipient = lead.location ?? dealer;
  const reachable = fieldText(recipient.email) || fieldText(recipient.phone) ? recipient : dealer;
  const vendor = prospect.ele('vendor');
  element(vendor, 'id', dealer.slug, { source: PROVIDER_NAME });
  element(vendor, 'vendorname', recipient.name);
  const contact = vendor.ele('contact');
  element(contact, 'name', reachable.name, { part: 'full', type: 'business' });
  const phone = fieldText(reachable.phone);
  addReachableBy(contact, fieldText(reachable.email), phone, 'voice');
}

/** The ADF 1.0 document for one lead (one prospect): what an e-mail to a CRM carries. */
export function adfDocument(lead: DeliveryLead): string {
  const doc = create({ version: '1.0' }).ins('adf', 'version="1.0"');
  const prospect = doc.ele('adf').ele('prospect', { status: 'new' });
  element(prospect, 'id', lead.id, { sequence: '1', source: PROVIDER_NAME });
  element(prospect, 'requestdate', isoWithOffset(new Date(lead.createdAt), lead.dealer.timeZone));
  for (const vehicle of adfVehicles(lead)) addVehicle(prospect, vehicle);
  addCustomer(prospect, lead);
  addVendor(prospect, lead);
  const provider = prospect.ele('provider');
  element(provider, 'name', PROVIDER_NAME, { part: 'full', type: 'business' });
  element(provider, 'service', formLabel(lead.form));
  return doc.end({ prettyPrint: true });
}
