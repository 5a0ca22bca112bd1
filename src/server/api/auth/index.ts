/**
 * Shoppers' accounts on the platform app: sign-in by phone and the watchlist (docs/api.md).
 * Register before the app listens, with the store and an SMS sender.
 */
import type { FastifyInstance } from 'fastify';
import type { SmsSender } from '../sms/index.ts';
import type { Store } from '../store/index.ts';
import { watchlistRoutes } from '../watchlist/index.ts';
import { authRoutes } from './auth-routes.ts';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './sign-in-limits.ts';

export { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './sign-in-limits.ts';

export interface AccountApiOptions {
  store: Store;
  sms: SmsSender;
  limits?: SignInLimits;
}

export function registerAccountApi(app: FastifyInstance, options: AccountApiOptions): void {
  authRoutes(app, {
    store: options.store,
    sms: options.sms,
    limits: options.limits ?? DEFAULT_SIGN_IN_LIMITS,
  });
  watchlistRoutes(app, { store: options.store });
}
