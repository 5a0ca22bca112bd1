import type { Env } from '../../tenant/index.ts';
import { ProviderNotConfiguredError, type ProviderKind } from './types.ts';

/** A secret read from the variable the dealer's config names; refused when unset. */
export function secretFrom(env: Env, variable: string, provider: ProviderKind): string {
  const value = env[variable]?.trim();
  if (!value) throw new ProviderNotConfiguredError(provider, variable);
  return value;
}

/** A provider's base URL from the environment (stand-ins in tests), else its public default. */
export function baseUrlFrom(
  env: Env,
  variable: string,
  fallback: string | null,
  provider: ProviderKind,
): URL {
  const value = env[variable]?.trim() || fallback;
  if (!value) throw new ProviderNotConfiguredError(provider, variable);
  return new URL(value.endsWith('/') ? value : `${value}/`);
}
