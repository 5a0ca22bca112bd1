import type { PaymentsConfig } from '../../../../lib/config/payments.ts';
import type { Env } from '../../tenant/index.ts';
import { stGeorgeProvider } from './st-george.ts';
import { stripeProvider } from './stripe.ts';
import { tillProvider } from './till.ts';
import type { PaymentProvider, ProviderKind } from './types.ts';

export * from './types.ts';

/** The adapter for a provider, reading its secrets from the variables the dealer's config names. */
export function paymentProvider(
  kind: ProviderKind,
  payments: PaymentsConfig,
  env: Env,
): PaymentProvider {
  switch (kind) {
    case 'stripe':
      return stripeProvider(env, payments.stripe);
    case 'till':
      return tillProvider(env, payments.till);
    case 'st_george':
      return stGeorgeProvider(env, payments.st_george);
  }
}
