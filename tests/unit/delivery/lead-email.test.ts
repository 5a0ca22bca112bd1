import { describe, expect, it } from 'vitest';
import {
  carName,
  DEFAULT_LEADS_FROM,
  leadEmailSubject,
  leadMessageId,
  leadSummaryHtml,
  leadSummaryRows,
} from '../../../src/lib/delivery/index.ts';
import {
  awkwardText,
  demoTestDrive,
  subscription,
  tradeInValuation,
  usedCarEnquiry,
} from '../../fixtures/adf/leads.ts';

describe('leadEmailSubject', () => {
  it('names the category and the car', () => {
    expect(leadEmailSubject(usedCarEnquiry())).toBe(
      'New lead: Used Car Enquiry – 2021 Toyota RAV4 GXL',
    );
  });

  it('falls back on the form, and on the make and model the form sent', () => {
    const lead = usedCarEnquiry({ car: null });
    expect(leadEmailSubject({ ...lead, fields: { ...lead.fields, category: '' } })).toBe(
      'New lead: Enquiry – Toyota RAV4',
    );
    expect(leadEmailSubject(tradeInValuation())).toBe('New lead: Trade-In Valuation');
    expect(leadEmailSubject(subscription())).toBe('New lead: General Enquiry');
  });

  it('stays on one line whatever the fields hold', () => {
    const lead = usedCarEnquiry();
    const subject = leadEmailSubject({
      ...lead,
      fields: { ...lead.fields, category: 'Used\r\nBcc: someone@example.com' },
    });
    expect(subject).toBe('New lead: Used Bcc: someone@example.com – 2021 Toyota RAV4 GXL');
  });
});

describe('carName', () => {
  it('builds a name from the parts when the snapshot has none', () => {
    expect(carName({ id: 1, year: 2019, make: 'Ford', model: 'Ranger', badge: 'XLT' })).toBe(
      '2019 Ford Ranger XLT',
    );
  });
});

describe('leadMessageId', () => {
  it('is made from the delivery id and the From domain, the same on every attempt', () => {
    expect(leadMessageId('dlv_01HX', DEFAULT_LEADS_FROM)).toBe(
      '<lead-delivery.dlv_01HX@forecourt.localhost>',
    );
    expect(leadMessageId('dlv_01HX', 'Harbour Leads <leads@harbour.example.com>')).toBe(
      '<lead-delivery.dlv_01HX@harbour.example.com>',
    );
  });

  it('keeps only characters a message id may hold', () => {
    expect(leadMessageId('a b<c>@d', 'x@y.example')).toBe('<lead-delivery.a-b-c--d@y.example>');
  });
});

describe('leadSummaryRows', () => {
  it('lists what a person needs, in reading order, without empty rows', () => {
    expect(leadSummaryRows(demoTestDrive())).toEqual([
      ['Form', 'Test Drive'],
      ['Category', 'Test Drive'],
      ['Name', 'Alex Nguyen'],
      ['Email', 'alex.nguyen@example.com'],
      ['Phone', '0412 555 012'],
      ['Postcode', '2150'],
      ['Location', 'Harbour Motors Parramatta'],
      ['Car', '2021 Toyota RAV4 GXL'],
      ['Stock number', 'D5150'],
      ['Test drive', 'Harbour Motors Parramatta, 2026-03-21T10:30:00+11:00'],
      ['Additional services', 'Finance, Extended Warranty'],
    ]);
  });

  it('shows the trade-in', () => {
    expect(leadSummaryRows(tradeInValuation())).toContainEqual(['Trade-in', '2015 Mazda CX-5']);
    expect(leadSummaryRows(tradeInValuation())).toContainEqual(['Trade-in km', '112000']);
  });
});

describe('leadSummaryHtml', () => {
  it('is an HTML page with the subject as heading and one row per detail', () => {
    const html = leadSummaryHtml(usedCarEnquiry());
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<h1>New lead: Used Car Enquiry – 2021 Toyota RAV4 GXL</h1>');
    expect(html).toContain('<th align="left" valign="top">Phone</th>');
    expect(html).toContain('0412 555 012');
    expect(html).toContain('ADF/XML record');
  });

  it('escapes what the shopper typed', () => {
    const html = leadSummaryHtml(awkwardText());
    expect(html).toContain('Zoë "Z" &lt;b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('\u0000');
  });
});
