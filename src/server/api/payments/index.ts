import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/index.ts';
import type { Env } from '../tenant/index.ts';
import { paymentRoutes } from './payment-routes.ts';
import { paymentService, type PaymentService } from './payment-service.ts';
import { rebuildTriggerFromEnv, type RebuildTrigger } from './rebuild.ts';
import { stripeWebhookRoute } from './stripe-webhook.ts';

export { paymentService, type PaymentService } from './payment-service.ts';
export { rebuildTriggerFromEnv, writeHolds, type RebuildTrigger } from './rebuild.ts';
export { paymentProvider } from './providers/index.ts';

export interface PaymentApiOptions {
  store: Store;
  env: Env;
  dataDir: string;
  clock?: () => Date;
  onLeadCompleted?: () => void;
  /** Where rebuilds are requested; from FORECOURT_REBUILD_HOOK_URL by default. */
  rebuild?: RebuildTrigger;
}

/** The reserve flow's API (payment-routes.ts, stripe-webhook.ts) on the platform app. */
export function registerPaymentApi(
  app: FastifyInstance,
  options: PaymentApiOptions,
): PaymentService {
  const clock = options.clock ?? (() => new Date());
  const service = paymentService({
    store: options.store,
    env: options.env,
    dataDir: options.dataDir,
    clock,
    onLeadCompleted: options.onLeadCompleted ?? (() => undefined),
    rebuild: options.rebuild ?? rebuildTriggerFromEnv(options.env, options.dataDir, app.log),
    log: app.log,
  });
  paymentRoutes(app, service);
  stripeWebhookRoute(app, service, clock);
  return service;
}
