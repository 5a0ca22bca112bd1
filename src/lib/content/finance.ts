import type { Dealer, Finance } from '../config/index.ts';
import { vehicleWords, type VehicleWords } from './vehicle-words.ts';

export interface FinanceStep {
  title: string;
  text: string;
}

/**
 * Spec finance page: three steps (fill the contact form, the finance team contacts you,
 * purchase), in the dealer's vehicle noun.
 */
export function financeSteps(
  { singular: one }: VehicleWords = vehicleWords('car'),
): readonly [FinanceStep, FinanceStep, FinanceStep] {
  return [
    {
      title: 'Fill in the contact form',
      text: `Tell us a little about yourself and the ${one} you are after. It only takes a couple of minutes.`,
    },
    {
      title: 'Our finance team contacts you',
      text: 'A finance specialist calls you to talk through loan options, rates and repayments that suit your budget.',
    },
    {
      title: `Purchase your ${one}`,
      text: `With your finance approved, choose your ${one} and drive away knowing exactly what you pay.`,
    },
  ];
}

/** A car dealer's steps. */
export const FINANCE_STEPS = /* @__PURE__ */ financeSteps();

/** "6.99% p.a." */
export function percentText(rate: number): string {
  return `${rate.toFixed(2)}% p.a.`;
}

export interface FinanceRates {
  rate: string;
  comparisonRate: string;
  termYears: number;
  disclaimer: string;
}

/** Spec §4: the finance block shows only when a comparison rate exists. */
export function financeRates(finance: Finance | undefined): FinanceRates | null {
  if (!finance || finance.comparison_rate === undefined) return null;
  return {
    rate: percentText(finance.rate),
    comparisonRate: percentText(finance.comparison_rate),
    termYears: finance.term_years,
    disclaimer: finance.disclaimer,
  };
}

/** Who arranges the finance: the named provider, or the dealer itself ('Manual'). */
export function financeProviderText(dealer: Pick<Dealer, 'finance_provider' | 'name'>): string {
  return dealer.finance_provider === 'Manual'
    ? `Finance is arranged by the ${dealer.name} finance team.`
    : `Finance is arranged through our partner ${dealer.finance_provider}.`;
}
