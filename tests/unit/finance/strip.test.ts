import { describe, expect, it } from 'vitest';
import type { Finance } from '../../../src/lib/config/index.ts';
import { dollars, financeStrip } from '../../../src/lib/finance/index.ts';

const FINANCE: Finance = {
  text_style: 'default',
  rate: 7.99,
  comparison_rate: 8.49,
  term_years: 5,
  deposit_percent: 0,
  balloon_percent: 0,
  disclaimer: 'Finance to approved applicants.',
};
const car = { price: 30_000, finance_lenders: {} };

describe('financeStrip', () => {
  it('default style: weekly text and a footnote naming rate, comparison rate, term, deposit and final payment', () => {
    expect(financeStrip(car, FINANCE)).toEqual({
      weekly: 141,
      text: '$141/wk*',
      disclaimer:
        '*Estimated weekly repayment of $141 on a price of $30,000 over a 5-year term at 7.99% p.a. ' +
        '(comparison rate 8.49% p.a.) with no deposit and no final payment.',
      dealerDisclaimer: 'Finance to approved applicants.',
      terms: expect.objectContaining({ price: 30_000, termYears: 5, deposit: 0, balloon: 0 }),
    });
  });

  it('default style names a configured deposit and final payment in dollars', () => {
    const strip = financeStrip(
      { price: 40_000, finance_lenders: {} },
      { ...FINANCE, deposit_percent: 10, balloon_percent: 25 },
    );
    expect(strip?.disclaimer).toContain('with a $4,000 deposit and a $10,000 final payment.');
  });

  it('nissan style: 10% deposit and 30% final payment', () => {
    const strip = financeStrip(
      { price: 40_000, finance_lenders: {} },
      { ...FINANCE, text_style: 'nissan', rate: 8.95, comparison_rate: 10.12, term_years: 4 },
    );
    expect(strip?.weekly).toBe(159);
    expect(strip?.text).toBe('$159/wk*');
    expect(strip?.disclaimer).toBe(
      '*Estimated weekly repayment of $159 on a price of $40,000 over a 4-year term at 8.95% p.a. ' +
        '(comparison rate 10.12% p.a.) with a 10% deposit ($4,000) and a 30% final payment ($12,000).',
    );
  });

  it("angle style: '$0 final payment', with the car's own deposit and term", () => {
    const strip = financeStrip(
      { price: 30_000, finance_lenders: { angle: { deposit: 3_000, termYears: 3 } } },
      { ...FINANCE, text_style: 'angle' },
    );
    expect(strip?.disclaimer).toContain('over a 3-year term');
    expect(strip?.disclaimer).toContain('with a $3,000 deposit and a $0 final payment.');
    expect(financeStrip(car, { ...FINANCE, text_style: 'angle' })?.disclaimer).toContain(
      'with no deposit and a $0 final payment.',
    );
  });

  it('is null without a comparison rate or finance settings', () => {
    const { comparison_rate: _none, ...noComparison } = FINANCE;
    expect(financeStrip(car, noComparison)).toBeNull();
    expect(financeStrip(car, undefined)).toBeNull();
  });

  it('shows with a comparison rate of 0', () => {
    expect(financeStrip(car, { ...FINANCE, comparison_rate: 0, rate: 0 })?.text).toBe('$116/wk*');
  });

  it('is null for price on application and when the deposit covers the price', () => {
    expect(financeStrip({ price: 0, finance_lenders: {} }, FINANCE)).toBeNull();
    expect(financeStrip({ price: -1, finance_lenders: {} }, FINANCE)).toBeNull();
    expect(financeStrip(car, { ...FINANCE, deposit_percent: 100 })).toBeNull();
  });

  it('groups thousands in the weekly text', () => {
    // Ten times the $30,000 loan: $1,400.51 a week.
    expect(financeStrip({ price: 300_000, finance_lenders: {} }, FINANCE)?.text).toBe('$1,401/wk*');
  });

  it('names a part-year term in months', () => {
    const strip = financeStrip(
      { price: 30_000, finance_lenders: { angle: { deposit: 0, termYears: 2.5 } } },
      { ...FINANCE, text_style: 'angle' },
    );
    expect(strip?.disclaimer).toContain('over a 30-month term');
  });
});

describe('dollars', () => {
  it('formats whole dollars', () => {
    expect(dollars(0)).toBe('$0');
    expect(dollars(999)).toBe('$999');
    expect(dollars(1_234_567)).toBe('$1,234,567');
    expect(dollars(10.5)).toBe('$11');
  });
});
