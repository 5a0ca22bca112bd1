/**
 * The platform app's settings from the environment, for `npm start` and `npm run api`:
 *
 * - FORECOURT_PLATFORM_HOST   the platform's own host names, comma-separated (the API also
 *                             answers there, with no tenant)
 * - FORECOURT_TRUST_PROXY     `true` or the proxies' addresses/subnets, comma-separated:
 *                             behind a CDN, take the client address and host from X-Forwarded-*
 * - FORECOURT_HSTS            `true` (one year) or a max-age in seconds, only behind TLS
 * - FORECOURT_RATE_PER_IP     API requests per minute from one client address (default 120)
 * - FORECOURT_RATE_PER_TENANT API requests per minute to one dealer (default 6000); either
 *                             set to `off` turns rate limiting off
 * - FORECOURT_FILE_CACHE_MB   megabytes of built files held in memory (default an
 *                             eighth of the machine's memory, at least 256)
 */
import type { PlatformAppOptions } from './platform-app.ts';
import { DEFAULT_RATE_LIMITS, type ApiRateLimits } from './rate-limits.ts';

type EnvOptions = Pick<
  PlatformAppOptions,
  'platformHosts' | 'trustProxy' | 'hsts' | 'rateLimits' | 'fileCacheBytes'
>;

export function platformOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): EnvOptions {
  const options: EnvOptions = {};
  const hosts = list(env['FORECOURT_PLATFORM_HOST']);
  if (hosts.length) options.platformHosts = hosts;
  const trust = env['FORECOURT_TRUST_PROXY']?.trim();
  if (trust) options.trustProxy = parseTrustProxy(trust);
  const hsts = env['FORECOURT_HSTS']?.trim();
  if (hsts) options.hsts = hsts === 'true' ? true : positiveInteger(hsts, 'FORECOURT_HSTS');
  options.rateLimits = rateLimits(env);
  const cacheMb = env['FORECOURT_FILE_CACHE_MB']?.trim();
  if (cacheMb) {
    options.fileCacheBytes = positiveInteger(cacheMb, 'FORECOURT_FILE_CACHE_MB') * 1024 * 1024;
  }
  return options;
}

function rateLimits(env: NodeJS.ProcessEnv): ApiRateLimits | false {
  const perIp = env['FORECOURT_RATE_PER_IP']?.trim();
  const perTenant = env['FORECOURT_RATE_PER_TENANT']?.trim();
  if (perIp === 'off' || perTenant === 'off') return false;
  const minute = 60_000;
  return {
    perIp: perIp
      ? { max: positiveInteger(perIp, 'FORECOURT_RATE_PER_IP'), timeWindowMs: minute }
      : DEFAULT_RATE_LIMITS.perIp,
    perTenant: perTenant
      ? { max: positiveInteger(perTenant, 'FORECOURT_RATE_PER_TENANT'), timeWindowMs: minute }
      : DEFAULT_RATE_LIMITS.perTenant,
  };
}

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return list(value);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function positiveInteger(value: string, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    throw new Error(`${name}="${value}": expected a positive whole number`);
  }
  return number;
}
