import { describe, expect, it } from 'vitest';
import type { Finance } from '../../../src/lib/config/index.ts';
import {
  NISSAN_BALLOON_PERCENT,
  NISSAN_DEPOSIT_PERCENT,
  carLoanTerms,
} from '../../../src/lib/finance/index.ts';

const FINANCE: Finance = {
  text_style: 'default',
  rate: 6.99,
  comparison_rate: 7.64,
  term_years: 5,
  deposit_percent: 0,
  balloon_percent: 0,
  disclaimer: 'Estimate only.',
};
const car = { price: 40_000, finance_lenders: {} };

describe('carLoanTerms', () => {
  it('default style: the configured deposit, balloon and term', () => {
    expect(carLoanTerms(car, FINANCE)).toEqual({
      price: 40_000,
      annualRate: 6.99,
      style: 'default',
      termYears: 5,
      deposit: 0,
      depositPercent: null,
      balloon: 0,
      balloonPercent: null,
    });
    const configured = carLoanTerms(car, {
      ...FINANCE,
      deposit_percent: 15,
      balloon_percent: 20,
      term_years: 7,
    });
    expect(configured).toMatchObject({ deposit: 6_000, balloon: 8_000, termYears: 7 });
  });

  it('nissan style: 10% deposit and 30% final payment whatever is configured', () => {
    expect(NISSAN_DEPOSIT_PERCENT).toBe(10);
    expect(NISSAN_BALLOON_PERCENT).toBe(30);
    const terms = carLoanTerms(car, {
      ...FINANCE,
      text_style: 'nissan',
      deposit_percent: 50,
      balloon_percent: 0,
      term_years: 4,
    });
    expect(terms).toMatchObject({
      deposit: 4_000,
      depositPercent: 10,
      balloon: 12_000,
      balloonPercent: 30,
      termYears: 4,
    });
  });

  it('angle style: $0 final payment, deposit and term from the car when the feed gives them', () => {
    const angle = {
      ...FINANCE,
      text_style: 'angle' as const,
      deposit_percent: 10,
      balloon_percent: 25,
      term_years: 5,
    };
    expect(
      carLoanTerms(
        { price: 40_000, finance_lenders: { angle: { deposit: 2_500, termYears: 3 } } },
        angle,
      ),
    ).toMatchObject({
      deposit: 2_500,
      balloon: 0,
      termYears: 3,
      depositPercent: null,
      balloonPercent: null,
    });
    expect(carLoanTerms(car, angle)).toMatchObject({ deposit: 4_000, balloon: 0, termYears: 5 });
  });

  it('angle style keeps a $0 deposit from the car', () => {
    const angle = { ...FINANCE, text_style: 'angle' as const, deposit_percent: 10 };
    expect(
      carLoanTerms(
        { price: 40_000, finance_lenders: { angle: { deposit: 0, termYears: 5 } } },
        angle,
      ).deposit,
    ).toBe(0);
  });

  it('rounds percentage shares to whole dollars', () => {
    expect(
      carLoanTerms({ price: 33_333, finance_lenders: {} }, { ...FINANCE, text_style: 'nissan' }),
    ).toMatchObject({
      deposit: 3_333,
      balloon: 10_000,
    });
  });
});
