import type { PaymentCurrency, PaymentOutcome } from '../../../../lib/payments/index.ts';

export type ProviderKind = 'stripe' | 'till' | 'st_george';

/** What a provider needs to take one reservation's deposit. */
export interface PaymentRequest {
  reservationId: string;
  reference: string;
  amountCents: number;
  currency: PaymentCurrency;
  /** "Deposit for 2021 Subaru XV (RSV-…)", shown by the provider. */
  description: string;
  /** The processor's public key on the car (Stripe publishable key, Till API key, client id). */
  publicKey: string;
  shopper: { name: string; lastName: string; email: string };
  /** Car and lead facts for the provider's records (Stripe metadata, Till extraData). */
  metadata: Record<string, string>;
  /** Hosted pages: where the provider sends the shopper back (the API verifies there). */
  returnUrl: string;
  cancelUrl: string;
  errorUrl: string;
}

export type StartedPayment =
  | { kind: 'intent'; providerRef: string; clientSecret: string }
  | { kind: 'redirect'; providerRef: string; redirectUrl: string };

/** The provider's own server-side answer about a payment: the only thing that marks paid. */
export interface VerifiedPayment {
  outcome: PaymentOutcome;
  /** What it says was charged, to check against the deposit (null when it does not say). */
  amountCents: number | null;
  currency: string;
}

/** One deposit provider behind the platform's own payment type. */
export interface PaymentProvider {
  readonly kind: ProviderKind;
  start(request: PaymentRequest): Promise<StartedPayment>;
  verify(providerRef: string, publicKey: string): Promise<VerifiedPayment>;
  /** Refunds the whole deposit; answers the provider's refund id. */
  refund(
    providerRef: string,
    payment: {
      amountCents: number;
      currency: PaymentCurrency;
      reference: string;
      publicKey: string;
    },
  ): Promise<string>;
}

/** The provider refused or could not be reached: the shopper is told to try again. */
export class ProviderError extends Error {
  readonly provider: ProviderKind;
  readonly status: number | null;
  constructor(message: string, provider: ProviderKind, status: number | null = null) {
    super(message);
    this.name = 'ProviderError';
    this.provider = provider;
    this.status = status;
  }
}

/** A secret the dealer's config names is not set in the environment. */
export class ProviderNotConfiguredError extends Error {
  readonly provider: ProviderKind;
  readonly variable: string;
  constructor(provider: ProviderKind, variable: string) {
    super(`${provider}: the environment variable ${variable} is not set`);
    this.name = 'ProviderNotConfiguredError';
    this.provider = provider;
    this.variable = variable;
  }
}
