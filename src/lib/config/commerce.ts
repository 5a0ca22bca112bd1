import { z } from 'astro/zod';

export const financeProvider = z.enum([
  'Taurus', 'Powertorque', 'AusLoans', 'Angle', '360 Finance', 'Nissan Finance', 'Manual',
]);

/**
 * Weekly-estimate inputs. `text_style` picks the spec's finance text: default (5-year term
 * text), nissan (10% deposit, 30% final payment) or angle ($0 final payment).
 */
export const finance = z.strictObject({
  text_style: z.enum(['default', 'nissan', 'angle']).default('default'),
  /** Annual interest rate, percent. */
  rate: z.number().min(0).max(40),
  /** Comparison rate, percent. The finance block shows only when this exists. */
  comparison_rate: z.number().min(0).max(40).optional(),
  term_years: z.number().int().min(1).max(10).default(5),
  deposit_percent: z.number().min(0).max(100).default(0),
  balloon_percent: z.number().min(0).max(100).default(0),
  disclaimer: z.string().min(1),
});

export const paymentProvider = z.enum(['Stripe', 'Till', 'St George']);
export const paymentMethod = z.enum(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);

export const payment = z.strictObject({
  /** Methods shown in the 'We accept:' strip, in this order. */
  methods: z.array(paymentMethod).min(1).default(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']),
  deposit_amount: z.number().positive().default(500),
});

export type Finance = z.infer<typeof finance>;
export type FinanceProvider = z.infer<typeof financeProvider>;
export type Payment = z.infer<typeof payment>;
export type PaymentMethod = z.infer<typeof paymentMethod>;
