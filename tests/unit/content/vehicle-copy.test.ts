/**
 * The platform's own copy in the dealer's vehicle noun (issue 16 point 5): a motorcycle
 * dealer's questions, finance steps, content titles and /success messages say motorcycle; a
 * car dealer's are the words they always were.
 */
import { describe, expect, it } from 'vitest';
import {
  EV_CHARGING_FAQS,
  FINANCE_STEPS,
  GENERAL_FAQS,
  TRADE_IN_FAQS,
  contentPages,
  evChargingFaqs,
  financeSteps,
  generalFaqs,
  pageFaqs,
  tradeInFaqs,
  vehicleWords,
} from '../../../src/lib/content/index.ts';
import { SUCCESS_MESSAGES } from '../../../src/features/forms/success-messages.ts';
import { successMessages } from '../../../src/features/forms/success-vehicle-messages.ts';
import { dealer } from './fixtures.ts';

const CAR_WORD = /(?<![\w-])cars?(?![\w-])/i;
const text = (value: unknown) => JSON.stringify(value);
const motorcycle = vehicleWords('motorcycle');

describe('a motorcycle dealer’s platform copy', () => {
  it('asks its questions about motorcycles', () => {
    for (const faqs of [
      tradeInFaqs('motorcycle'),
      evChargingFaqs('motorcycle'),
      generalFaqs('motorcycle'),
      pageFaqs([], 'motorcycle'),
    ]) {
      expect(text(faqs)).not.toMatch(CAR_WORD);
      expect(text(faqs)).toMatch(/motorcycle/);
    }
    expect(tradeInFaqs('motorcycle')[1]?.answer).toMatch(
      /generally unavailable for motorcycles over 7 years old or with more than 100,000 km/,
    );
    expect(generalFaqs('motorcycle')[2]?.answer).toMatch(/^Yes\. Use Sell Your Motorcycle /);
  });

  it('takes the finance steps to a motorcycle', () => {
    expect(financeSteps(motorcycle).map((s) => s.title)).toEqual([
      'Fill in the contact form',
      'Our finance team contacts you',
      'Purchase your motorcycle',
    ]);
    expect(text(financeSteps(motorcycle))).not.toMatch(CAR_WORD);
  });

  it('titles its content pages with motorcycles', () => {
    const titles = contentPages(dealer(), '2026-11-27', motorcycle).map((p) => p.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Sell Your Motorcycle', 'Electric Motorcycles']),
    );
    expect(text(titles)).not.toMatch(CAR_WORD);
  });

  it('thanks the shopper for their motorcycle’s details', () => {
    const messages = successMessages(motorcycle);
    expect(messages['trade-in']?.heading).toBe('Thank you, your motorcycle’s details are with us');
    expect(text(messages)).not.toMatch(CAR_WORD);
  });
});

describe('a car dealer’s platform copy', () => {
  it('is the words it was: the constants are the car sets', () => {
    expect(tradeInFaqs('car')).toBe(TRADE_IN_FAQS);
    expect(tradeInFaqs()).toBe(TRADE_IN_FAQS);
    expect(evChargingFaqs('car')).toBe(EV_CHARGING_FAQS);
    expect(pageFaqs([])).toBe(GENERAL_FAQS);
    expect(financeSteps(vehicleWords('car'))).toEqual(FINANCE_STEPS);
    expect(successMessages(vehicleWords('car'))).toEqual(SUCCESS_MESSAGES);
    expect(TRADE_IN_FAQS[0]?.question).toBe('How does selling my car to you work?');
    expect(contentPages(dealer(), '2026-11-27').map((p) => p.title)).toEqual(
      expect.arrayContaining(['Sell Your Car', 'Electric Cars']),
    );
  });
});
