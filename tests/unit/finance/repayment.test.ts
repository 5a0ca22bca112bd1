import { describe, expect, it } from 'vitest';
import { WEEKS_PER_YEAR, weeklyRepayment } from '../../../src/lib/finance/index.ts';

/**
 * An independent check of the annuity formula: simulate the loan week by week and find, by
 * bisection, the payment that leaves exactly the balloon owing after the last week.
 */
function simulatedPayment(
  borrowed: number,
  annualRate: number,
  years: number,
  balloon: number,
): number {
  const r = annualRate / 100 / 52;
  const owing = (payment: number) => {
    let balance = borrowed;
    for (let week = 0; week < years * 52; week++) balance = balance * (1 + r) - payment;
    return balance;
  };
  let low = 0;
  let high = borrowed;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (owing(mid) > balloon) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const loan = { price: 30_000, deposit: 0, termYears: 5, annualRate: 7.99, balloon: 0 };

describe('weeklyRepayment', () => {
  it('uses 52 weeks a year', () => {
    expect(WEEKS_PER_YEAR).toBe(52);
  });

  it('$30,000, no deposit, 7.99% p.a., 5 years: $140.05 rounds up to $141', () => {
    const exact = simulatedPayment(30_000, 7.99, 5, 0);
    expect(exact).toBeCloseTo(140.0507, 3);
    expect(weeklyRepayment(loan)).toBe(141);
    expect(weeklyRepayment(loan)).toBe(Math.ceil(exact));
  });

  it.each([
    [{ price: 45_990, deposit: 0, termYears: 5, annualRate: 6.99, balloon: 0 }, 210],
    [{ price: 50_000, deposit: 5_000, termYears: 3, annualRate: 7.49, balloon: 0 }, 323],
    [{ price: 100_000, deposit: 0, termYears: 5, annualRate: 10, balloon: 0 }, 490],
    // Nissan style: 10% deposit, 30% final payment, 4 years at 8.95%.
    [{ price: 40_000, deposit: 4_000, termYears: 4, annualRate: 8.95, balloon: 12_000 }, 159],
  ])('%o → $%d, matching a week-by-week simulation', (terms, weekly) => {
    expect(weeklyRepayment(terms)).toBe(weekly);
    const exact = simulatedPayment(
      terms.price - terms.deposit,
      terms.annualRate,
      terms.termYears,
      terms.balloon,
    );
    expect(weekly).toBe(Math.ceil(exact));
  });

  it('a balloon lowers the repayment', () => {
    expect(weeklyRepayment({ ...loan, balloon: 9_000 })).toBeLessThan(weeklyRepayment(loan));
  });

  it('a zero rate divides the loan (less the balloon) evenly', () => {
    expect(weeklyRepayment({ ...loan, annualRate: 0 })).toBe(116); // 30,000 / 260 = 115.38
    expect(weeklyRepayment({ ...loan, price: 26_000, annualRate: 0 })).toBe(100); // exactly 100: no rounding up
    expect(weeklyRepayment({ ...loan, price: 26_000, annualRate: 0, balloon: 13_000 })).toBe(50);
  });

  it('is 0 when nothing is borrowed', () => {
    expect(weeklyRepayment({ ...loan, deposit: 30_000 })).toBe(0); // 100% deposit
    expect(weeklyRepayment({ ...loan, deposit: 35_000 })).toBe(0);
    expect(weeklyRepayment({ ...loan, price: 0 })).toBe(0);
  });

  it('is 0 when the balloon covers the loan', () => {
    expect(weeklyRepayment({ ...loan, annualRate: 0, balloon: 30_000 })).toBe(0);
    expect(weeklyRepayment({ ...loan, balloon: 60_000 })).toBe(0);
  });

  it('rounds up even a cent over', () => {
    // $1 borrowed over a year at 0%: 1/52 of a dollar a week still needs a whole dollar.
    expect(weeklyRepayment({ price: 1, deposit: 0, termYears: 1, annualRate: 0, balloon: 0 })).toBe(
      1,
    );
  });

  it('rejects a term of 0 or a negative rate', () => {
    expect(() => weeklyRepayment({ ...loan, termYears: 0 })).toThrow(RangeError);
    expect(() => weeklyRepayment({ ...loan, annualRate: -1 })).toThrow(RangeError);
    expect(() => weeklyRepayment({ ...loan, annualRate: Number.NaN })).toThrow(RangeError);
  });
});
