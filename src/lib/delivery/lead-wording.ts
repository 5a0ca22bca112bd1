import type { LeadFields } from './delivery-lead.ts';

/** How the dealer's staff name each form (Contract 1 FormKind); unknown kinds read as sent. */
const FORM_LABELS: Readonly<Record<string, string>> = {
  enquiry: 'Enquiry',
  'test-drive': 'Test Drive',
  'request-photos': 'Photo Request',
  finance: 'Finance Pre-Approval',
  'trade-in': 'Trade-In Valuation',
  'instant-price': 'Instant Trade-In Price',
  contact: 'Contact',
  subscribe: 'Newsletter Subscription',
  careers: 'Career Enquiry',
  reserve: 'Reservation (deposit paid)',
  'reserve-refunded': 'Reservation refunded (car no longer available)',
};

export function formLabel(form: string): string {
  return FORM_LABELS[form] ?? form;
}

/** A field's text, trimmed; '' when the form left it out. */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** 'General Enquiry / Career Enquiry': what the shopper asked about, as the forms categorise it. */
export function categoryLine(fields: LeadFields): string {
  return [fieldText(fields.category), fieldText(fields.subcategory)]
    .filter((part) => part !== '')
    .join(' / ');
}

/**
 * The lines a person at the dealer needs beyond the contact details, in reading order: what was
 * asked, the test-drive booking, the shopper's rego and the extra services ticked.
 */
export function leadDetailLines(fields: LeadFields): string[] {
  const lines: string[] = [];
  const category = categoryLine(fields);
  if (category) lines.push(`Category: ${category}`);
  const testDrive = [fieldText(fields.location), fieldText(fields.dateTime)].filter(Boolean);
  if (testDrive.length > 0) lines.push(`Test drive: ${testDrive.join(', ')}`);
  const rego = fieldText(fields.Rego);
  if (rego) lines.push(`Rego: ${rego}`);
  const services = (fields.additional_services ?? []).map(fieldText).filter(Boolean);
  if (services.length > 0) lines.push(`Additional services: ${services.join(', ')}`);
  return lines;
}

/** The customer comments of a lead: the shopper's message, then the details, a blank line apart. */
export function customerComments(fields: LeadFields): string {
  return [fieldText(fields.message), leadDetailLines(fields).join('\n')]
    .filter((block) => block !== '')
    .join('\n\n');
}
