/** The platform app and the pieces its routes use. See platform-app.ts for adding routes. */
export { createPlatformApp, DEFAULT_BODY_LIMIT, type PlatformAppOptions } from './platform-app.ts';
export type { PlatformHostRoute, Tenant } from './tenant.ts';
export { ApiError, sendError } from './errors.ts';
export {
  apiRateLimitHook,
  DEFAULT_RATE_LIMITS,
  type ApiRateLimits,
  type RateLimit,
} from './rate-limits.ts';
export { allowedOrigins, requestOrigin, sameOriginWrites } from './same-origin.ts';
export { API_CONTENT_SECURITY_POLICY, type SecurityHeaderOptions } from './security-headers.ts';
export { createPlatformLogger, type PlatformLoggerOptions } from './logging.ts';
export { terminalLogDestination } from './log-line.ts';
export { platformOptionsFromEnv } from './env-options.ts';
export { isApiRequest, isCanonicalPath } from './path-guard.ts';
export { scrubPersonalData } from './scrub.ts';
