/** What every part of the payment service shares: the store, the environment, the clock. */
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../store/index.ts';
import type { Env, TenantData } from '../tenant/index.ts';
import { paymentProvider, type PaymentProvider, type ProviderKind } from './providers/index.ts';
import type { RebuildTrigger } from './rebuild.ts';

export interface PaymentServiceOptions {
  store: Store;
  env: Env;
  dataDir: string;
  clock: () => Date;
  /** A reservation lead committed (its jobs with it): wake the outbox worker. */
  onLeadCompleted: () => void;
  rebuild: RebuildTrigger;
  log: FastifyBaseLogger;
}

export interface PaymentContext extends PaymentServiceOptions {
  providerFor(tenant: TenantData, kind: ProviderKind): PaymentProvider;
}

export function paymentContext(options: PaymentServiceOptions): PaymentContext {
  return {
    ...options,
    providerFor: (tenant, kind) => paymentProvider(kind, tenant.reserve.payments, options.env),
  };
}
