import type { FastifyInstance } from 'fastify';
import { geocodeRoutes } from '../geocode/geocode-routes.ts';
import type { Store } from '../store/index.ts';
import type { Env } from '../tenant/index.ts';
import { leadRoutes } from './lead-routes.ts';
import { testDriveRoutes } from './test-drive-routes.ts';
import { trackRoutes } from './track-routes.ts';

export interface LeadApiOptions {
  store: Store;
  /** Webhook secrets are read from here (process.env in production). */
  env: Env;
  clock?: () => Date;
  /** A lead completed: wake the outbox worker. */
  onLeadCompleted?: () => void;
  /** The shortest time a form may be open before it is sent; see MIN_FILL_MS. */
  minFillMs?: number | undefined;
}

/**
 * The lead API on the platform app (docs/api.md): lead submits and step saves, test-drive
 * slots, the tracking beacon and postcode geocoding. The app's guards (tenant host, same
 * origin, limits) apply.
 */
export function registerLeadApi(app: FastifyInstance, options: LeadApiOptions): void {
  const clock = options.clock ?? (() => new Date());
  leadRoutes(app, {
    store: options.store,
    env: options.env,
    clock,
    onLeadCompleted: options.onLeadCompleted ?? (() => undefined),
    minFillMs: options.minFillMs,
  });
  testDriveRoutes(app, { store: options.store, clock });
  trackRoutes(app, { store: options.store });
  geocodeRoutes(app, { env: options.env });
}
