/**
 * The parts of a lead e-mail that are pure data: subject, Message-ID and the summary a person
 * reads. The ADF document itself comes from adf-document.ts.
 */
import { create } from 'xmlbuilder2';
import type { CarSnapshot, DeliveryLead } from './delivery-lead.ts';
import { categoryLine, fieldText, formLabel, leadDetailLines } from './lead-wording.ts';
import { xmlSafeText } from './xml-text.ts';

/** Used when no From address is configured (LEADS_FROM). */
export const DEFAULT_LEADS_FROM = 'leads@forecourt.localhost';

/** '2021 Toyota Camry Ascent': the snapshot's name, else built from its parts. */
export function carName(car: CarSnapshot): string {
  const name = fieldText(car.name);
  if (name) return name;
  return [car.year, car.make, car.model, car.badge].map(fieldText).filter(Boolean).join(' ');
}

/** The car the lead is about, by name: the snapshot's, else the make and model the form sent. */
function vehicleName(lead: DeliveryLead): string {
  if (lead.car) return carName(lead.car);
  const { fields } = lead;
  return [fields['Vehicle Make'], fields['Vehicle Model']].map(fieldText).filter(Boolean).join(' ');
}

/** Header text on one line, without the control characters a form field could smuggle in. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/** 'New lead: General Enquiry – 2021 Toyota Camry Ascent'. */
export function leadEmailSubject(lead: DeliveryLead): string {
  const category = fieldText(lead.fields.category) || formLabel(lead.form);
  const vehicle = vehicleName(lead);
  return oneLine(`New lead: ${category}${vehicle ? ` – ${vehicle}` : ''}`);
}

/** The domain part of a From address ('forecourt.localhost'). */
function domainOf(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = at >= 0 ? address.slice(at + 1).replace(/[>\s]+$/, '') : '';
  return domain || 'forecourt.localhost';
}

/**
 * A Message-ID made from the delivery id alone, so a resent attempt carries the same id and
 * mail systems and CRMs recognise it as the same message.
 */
export function leadMessageId(deliveryId: string, from: string): string {
  const local = deliveryId.replace(/[^A-Za-z0-9._-]/g, '-');
  return `<lead-delivery.${local}@${domainOf(from)}>`;
}

/** The rows of the summary: label and value, the empty ones left out. */
export function leadSummaryRows(lead: DeliveryLead): Array<[string, string]> {
  const { fields, car, tradeIn } = lead;
  const name = [fields.name, fields.last_name].map(fieldText).filter(Boolean).join(' ');
  const tradeInName = tradeIn
    ? [tradeIn.year, tradeIn.make, tradeIn.model].map(fieldText).filter(Boolean).join(' ')
    : '';
  const rows: Array<[string, string]> = [
    ['Form', formLabel(lead.form)],
    ['Category', categoryLine(fields)],
    ['Name', name],
    ['Email', fieldText(fields.email)],
    ['Phone', fieldText(fields.phone)],
    ['Postcode', fieldText(fields.postcode)],
    ['Location', fieldText(lead.location?.name)],
    ['Car', vehicleName(lead)],
    ['Stock number', fieldText(car?.stocknum) || fieldText(fields.stock_number)],
    ['Trade-in', tradeInName],
    ['Trade-in km', fieldText(tradeIn?.km)],
    ...leadDetailLines(fields)
      .filter((line) => !line.startsWith('Category: '))
      .map((line): [string, string] => {
        const at = line.indexOf(': ');
        return [line.slice(0, at), line.slice(at + 2)];
      }),
    ['Message', fieldText(fields.message)],
  ];
  return rows.filter(([, value]) => value !== '');
}

/**
 * The lead as a small HTML page for people. It travels as the HTML alternative of the message,
 * beside the plain-text ADF record that CRMs read (see the e-mail sender for why).
 */
export function leadSummaryHtml(lead: DeliveryLead): string {
  const html = create().ele('html', { lang: 'en' });
  html
    .ele('head')
    .ele('meta', { charset: 'utf-8' })
    .up()
    .ele('title')
    .txt(xmlSafeText(leadEmailSubject(lead)));
  const body = html.ele('body');
  body.ele('h1').txt(xmlSafeText(leadEmailSubject(lead)));
  const table = body.ele('table');
  for (const [label, value] of leadSummaryRows(lead)) {
    const row = table.ele('tr');
    row.ele('th', { align: 'left', valign: 'top' }).txt(label);
    row.ele('td', { style: 'white-space: pre-wrap' }).txt(xmlSafeText(value));
  }
  body
    .ele('p')
    .txt(
      `Lead ${xmlSafeText(lead.id)} for ${xmlSafeText(lead.dealer.name)}. The plain-text part of this message is its ADF/XML record for your CRM.`,
    );
  return `<!DOCTYPE html>\n${html.end({ headless: true, prettyPrint: true })}`;
}
