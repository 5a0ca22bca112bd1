import { paidNotice } from './shopper-notice-fixture.ts';
import { describe, expect, it } from 'vitest';
import {
  CONFLICT_HEADLINES,
  UNAVAILABLE_MESSAGES,
  conflictHeadlines,
  depositTerms,
  unavailableMessages,
} from '../../../src/lib/checkout/index.ts';
import { withVehicleNoun } from '../../../src/lib/checkout/deposit-terms.ts';
import {
  depositPaidEmail,
  depositRefundedEmail,
} from '../../../src/lib/checkout/shopper-emails.ts';
import { AU_STATES } from '../../../src/lib/checkout/states.ts';
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';

/** The checkout's own words follow the dealer's vehicle noun; a car dealer's stay as they were. */
const cars = vehicleWords('car');
const motorcycles = vehicleWords('motorcycle');
/** 'car' or 'cars' as a word of its own, outside the names of laws and sources. */
const CAR_WORD = /\bcars?\b/;

const allTerms = (words = cars) => [
  ...AU_STATES.map((state) => depositTerms(undefined, 'AU', state, words)),
  depositTerms(undefined, 'AU', '', words),
  depositTerms(undefined, 'NZ', 'Auckland', words),
];
const texts = (terms: ReturnType<typeof depositTerms>) => [
  terms.title,
  ...terms.paragraphs,
  terms.coolingOff,
  terms.refund,
];

describe('unavailableMessages', () => {
  it('keeps a car dealer’s messages word for word', () => {
    expect(unavailableMessages(cars)).toEqual(UNAVAILABLE_MESSAGES);
    expect(UNAVAILABLE_MESSAGES.reserved).toBe(
      'This car has just been reserved by another buyer. You can still enquire about it.',
    );
  });

  it('says motorcycle on a motorcycle dealer’s site, and never car', () => {
    const messages = Object.values(unavailableMessages(motorcycles));
    expect(messages.every((m) => /\bmotorcycle\b/.test(m) && !CAR_WORD.test(m))).toBe(true);
    expect(unavailableMessages(motorcycles).sold).toBe(
      'This motorcycle has been sold. You can still enquire about it, and we can help you find a similar one.',
    );
  });
});

describe('conflictHeadlines', () => {
  it('keeps a car dealer’s headlines and speaks of the motorcycle on a motorcycle dealer’s', () => {
    expect(conflictHeadlines(cars)).toEqual(CONFLICT_HEADLINES);
    expect(conflictHeadlines(motorcycles).sold).toBe(
      'This motorcycle was sold before your payment went through.',
    );
    expect(Object.values(conflictHeadlines(motorcycles)).some((m) => CAR_WORD.test(m))).toBe(false);
  });
});

describe('depositTerms in the dealer’s vehicle noun', () => {
  it('fills every default text for cars as before (no placeholder left)', () => {
    const terms = depositTerms(undefined, 'AU', 'QLD');
    expect(terms.paragraphs[0]).toBe(
      'Your deposit holds this car for you: the dealer takes it off sale while you arrange the purchase, and the deposit counts towards the price. Paying it does not commit you to buy the car.',
    );
    expect(terms.coolingOff).toContain('when you buy a used car from a licensed dealer');
    expect(terms.coolingOff).toContain('There is no cooling-off period for new cars.');
    expect(
      allTerms()
        .flatMap(texts)
        .some((t) => /[{}]/.test(t)),
    ).toBe(false);
  });

  it('speaks of motorcycles on a motorcycle dealer’s site, keeping the names of laws', () => {
    const all = allTerms(motorcycles).flatMap(texts);
    expect(all.some((t) => /[{}]/.test(t))).toBe(false);
    // 'Motor Car Traders Act' and a 'licensed motor car trader' are the law's own names.
    const outsideNames = all.map((t) => t.replace(/Motor Car Traders Act|motor car trader/g, ''));
    expect(outsideNames.filter((t) => CAR_WORD.test(t))).toEqual([]);
    const qld = depositTerms(undefined, 'AU', 'QLD', motorcycles);
    expect(qld.coolingOff).toContain('when you buy a used motorcycle from a licensed dealer');
    expect(qld.coolingOff).toContain('There is no cooling-off period for new motorcycles.');
    expect(depositTerms(undefined, 'AU', 'VIC', motorcycles).coolingOff).toContain(
      'licensed motor car trader',
    );
  });

  it('uses what the dealer wrote as written', () => {
    const terms = depositTerms(
      { default: { refund: 'We refund the car deposit within 7 days.' } },
      'AU',
      'NSW',
      motorcycles,
    );
    expect(terms.refund).toBe('We refund the car deposit within 7 days.');
  });

  it('withVehicleNoun fills the singular and plural tokens', () => {
    expect(withVehicleNoun('a {vehicle}, two {vehicles}', motorcycles)).toBe(
      'a motorcycle, two motorcycles',
    );
  });
});

describe('the shopper’s reservation e-mails in the dealer’s vehicle noun', () => {
  const notice = paidNotice({ carName: '2022 Honda CB650R', state: 'WA' });
  const dealer = {
    name: 'Ironbark Motorcycles',
    email: 'hi@ironbark.example',
    phone: '08 6000 0000',
  };

  it('keeps a car dealer’s words', () => {
    const paid = depositPaidEmail(notice, dealer, depositTerms(undefined, 'AU', 'WA'));
    expect(paid.text).toContain('is paid and the car is held for you.');
    expect(paid.text).toContain('Car: 2022 Honda CB650R');
  });

  it('speaks of the motorcycle on a motorcycle dealer’s, terms included', () => {
    const paid = depositPaidEmail(
      notice,
      dealer,
      depositTerms(undefined, 'AU', 'WA', motorcycles),
      motorcycles,
    );
    expect(paid.text).toContain('is paid and the motorcycle is held for you.');
    expect(paid.text).toContain('Motorcycle: 2022 Honda CB650R');
    const refunded = depositRefundedEmail(
      { ...notice, notice: 'deposit_refunded', reason: 'sold' },
      dealer,
      motorcycles,
    );
    expect(refunded.text).toContain('help you find a similar motorcycle.');
    for (const email of [paid, refunded])
      expect(`${email.subject}\n${email.text}\n${email.html}`).not.toMatch(CAR_WORD);
  });
});
