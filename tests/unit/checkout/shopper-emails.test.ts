import { paidNotice } from './shopper-notice-fixture.ts';
import { describe, expect, it } from 'vitest';
import { depositTerms } from '../../../src/lib/checkout/index.ts';
import {
  depositPaidEmail,
  depositRefundedEmail,
  readShopperNotice,
  shopperNoticeDestination,
} from '../../../src/lib/checkout/shopper-emails.ts';

const notice = paidNotice({ carName: '2021 Toyota RAV4 GXL', state: 'QLD' });
const dealer = {
  name: 'Kestrel Bay Subaru',
  email: 'sales@kestrel.example',
  phone: '02 4000 0000',
};
const terms = depositTerms(undefined, 'AU', 'QLD');

describe('the stored shopper notice', () => {
  it('reads back what was stored, reason included', () => {
    const refunded = { ...notice, notice: 'deposit_refunded' as const, reason: 'sold' as const };
    for (const each of [notice, refunded]) {
      const stored = JSON.parse(JSON.stringify(shopperNoticeDestination(each)));
      expect(stored.kind).toBe('shopper_email');
      expect(readShopperNotice(stored)).toEqual(each);
    }
  });

  it('is null for another destination or a damaged one', () => {
    const stored = shopperNoticeDestination(notice) as Record<string, unknown>;
    expect(readShopperNotice({ kind: 'email', to: ['a@b.c'] })).toBeNull();
    for (const [field, value] of [
      ['notice', 'deposit_lost'],
      ['currency', 'USD'],
      ['amountCents', 12.5],
      ['amountCents', '50000'],
      ['to', undefined],
      ['reference', 7],
    ] as const) {
      expect(readShopperNotice({ ...stored, [field]: value }), field).toBeNull();
    }
    // An unknown reason is left out rather than shown.
    expect(readShopperNotice({ ...stored, reason: 'stolen' })).toEqual(notice);
  });
});

describe('the deposit e-mails', () => {
  it('confirm a paid deposit with the reference, amount, car, contact and terms', () => {
    const email = depositPaidEmail(notice, dealer, terms);
    expect(email.subject).toBe('Deposit paid: 2021 Toyota RAV4 GXL (RSV-7K2Q-AB12)');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('RSV-7K2Q-AB12');
      expect(part).toContain('$500 AUD');
      expect(part).toContain('02 4000 0000');
      expect(part).toContain(terms.title);
    }
    expect(email.text).toContain(`Cooling-off: ${terms.coolingOff}`);
  });

  it('say honestly why a late deposit was refunded, for each reason', () => {
    const words = {
      reserved: 'another buyer reserved it with a deposit before your payment went through',
      held: 'another buyer was already paying a deposit on it when your payment went through',
      sold: 'it was sold before your payment went through',
    } as const;
    for (const reason of ['reserved', 'held', 'sold'] as const) {
      const email = depositRefundedEmail({ ...notice, notice: 'deposit_refunded', reason }, dealer);
      expect(email.subject).toBe(
        'Deposit refunded: 2021 Toyota RAV4 GXL is no longer available (RSV-7K2Q-AB12)',
      );
      expect(email.text).toContain(`is no longer available, because ${words[reason]}`);
      expect(email.text).toContain('We have refunded your deposit of $500 AUD in full');
      expect(email.text).toContain('Call 02 4000 0000 or e-mail sales@kestrel.example');
      expect(email.text).not.toContain(terms.title);
    }
  });

  it('escape what the shopper typed in the HTML part', () => {
    const email = depositPaidEmail({ ...notice, shopperName: '<b>Mia</b>' }, dealer, terms);
    expect(email.html).toContain('Hi &lt;b&gt;Mia&lt;/b&gt;,');
    expect(email.text).toContain('Hi <b>Mia</b>,');
  });
});
