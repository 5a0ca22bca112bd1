import { isValidSlug } from '../build/dealers.ts';

/** What a request's Host header asks for. */
export type HostRoute =
  { kind: 'index' } | { kind: 'tenant'; slug: string } | { kind: 'unknown'; host: string };

/** Hosts that mean "this machine" with no tenant: they get the tenant index. */
const BARE_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Maps `<slug>.localhost[:port]` to that dealer and bare `localhost` to the index, the way a
 * CDN maps each dealer's domain to its prebuilt site. Anything else is unknown.
 */
export function routeHost(hostHeader: string | undefined): HostRoute {
  const host = hostName(hostHeader);
  if (BARE_HOSTS.has(host)) return { kind: 'index' };
  const suffix = '.localhost';
  if (host.endsWith(suffix)) {
    const slug = host.slice(0, -suffix.length);
    if (isValidSlug(slug)) return { kind: 'tenant', slug };
  }
  return { kind: 'unknown', host };
}

/** A Host header's name alone: lower case, no port, no trailing dot. */
export function hostName(hostHeader: string | undefined): string {
  return stripPort((hostHeader ?? '').trim().toLowerCase()).replace(/\.$/, '');
}

/** The port a request's Host header names, if any (the index links tenants on the same port). */
export function hostPort(hostHeader: string | undefined): number | undefined {
  const match = /:(\d{1,5})$/.exec((hostHeader ?? '').trim());
  return match ? Number(match[1]) : undefined;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const colon = host.lastIndexOf(':');
  return colon === -1 || host.indexOf(':') !== colon ? host : host.slice(0, colon);
}
