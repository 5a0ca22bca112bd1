/**
 * Every kind of lead's ADF document is valid against the ADF 1.0 DTD, checked by xmllint; and
 * the DTD really checks: a document missing what ADF requires is refused.
 */
import { describe, expect, it } from 'vitest';
import { adfDocument } from '../../../src/lib/delivery/index.ts';
import { LEAD_KINDS, usedCarEnquiry } from '../../fixtures/adf/leads.ts';
import { needsXmllint, validateAdf, xmllintSkipReason } from './xmllint.ts';

describe.skipIf(xmllintSkipReason !== null)(
  needsXmllint('ADF documents against the ADF 1.0 DTD'),
  () => {
    it.each(LEAD_KINDS)('a %s is valid', async (_kind, lead) => {
      const result = await validateAdf(adfDocument(lead()));
      expect(result.messages).toBe('');
      expect(result.valid).toBe(true);
    });

    it('a car of interest with a trade-in is valid', async () => {
      const lead = usedCarEnquiry({
        tradeIn: { year: 2012, make: 'Holden', model: 'Barina', km: 150000 },
      });
      expect(await validateAdf(adfDocument(lead))).toEqual({ valid: true, messages: '' });
    });

    it('refuses a document whose vendor cannot be reached, as ADF requires a contact', async () => {
      const xml = adfDocument(usedCarEnquiry()).replace(
        /<vendor>[\s\S]*<\/vendor>/,
        '<vendor><vendorname>X</vendorname></vendor>',
      );
      const result = await validateAdf(xml);
      expect(result.valid).toBe(false);
      expect(result.messages).toContain('vendor');
    });

    it('refuses a vehicle interest ADF does not know', async () => {
      const xml = adfDocument(usedCarEnquiry()).replace('interest="buy"', 'interest="rent"');
      const result = await validateAdf(xml);
      expect(result.valid).toBe(false);
      expect(result.messages).toContain('interest');
    });
  },
);
