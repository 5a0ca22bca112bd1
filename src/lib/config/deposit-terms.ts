import { z } from 'astro/zod';
import { AU_STATES } from '../checkout/states.ts';
import { absoluteUrl } from './primitives.ts';

const text = z.string().trim().min(1, 'must not be empty');

/** One law or guide the terms rest on, linked so the shopper can read it. */
const source = z.strictObject({ label: text, url: absoluteUrl });

/**
 * Replacements for any part of the platform's default deposit terms. A part left out keeps
 * the default (src/lib/checkout/deposit-terms.ts), so a dealer can reword only its refund
 * policy and keep the statutory cooling-off text.
 */
export const depositTermsOverride = z.strictObject({
  title: text.optional(),
  paragraphs: z.array(text).min(1).optional(),
  cooling_off: text.optional(),
  refund: text.optional(),
  sources: z.array(source).optional(),
});

/**
 * `config.deposit_terms`: the dealer's own wording of the terms shown before a deposit is
 * paid and in the confirmation. `default` applies wherever the car is; `by_state` (Australian
 * states and territories) wins over it for cars at a location in that state. Documented in
 * docs/config-reference.md, "Deposit terms".
 */
export const depositTermsConfig = z
  .strictObject({
    default: depositTermsOverride.optional(),
    by_state: z.partialRecord(z.enum(AU_STATES), depositTermsOverride).optional(),
  })
  .default({});

export type DepositTermsOverride = z.infer<typeof depositTermsOverride>;
export type DepositTermsConfig = z.infer<typeof depositTermsConfig>;
