import dns, { type LookupAddress, type LookupOptions } from 'node:dns';

const PATCHED = Symbol.for('forecourt.loopbackDns');
const LOOPBACK: readonly LookupAddress[] = [
  { address: '127.0.0.1', family: 4 },
  { address: '::1', family: 6 },
];

/** RFC 6761 §6.3: every name under `localhost.` is a loopback name. */
export function isLocalhostSubdomain(hostname: string): boolean {
  return /\.localhost\.?$/i.test(hostname);
}

/**
 * Makes this Node process resolve `<slug>.localhost` to loopback, as Chromium already does.
 * Node asks the system resolver, which on Debian without nss-myhostname answers ENOTFOUND, so
 * Playwright's `request` fixture (and any Node client) could not reach a dealer's local host.
 * Other names go to the real resolver untouched. Safe to call more than once.
 */
export function resolveLocalhostSubdomainsToLoopback(): void {
  const registry = globalThis as Record<symbol, unknown>;
  if (registry[PATCHED]) return;
  registry[PATCHED] = true;

  const lookup = dns.lookup;
  const patched = function (hostname: string, ...rest: unknown[]): void {
    const callback = rest.at(-1) as (...args: unknown[]) => void;
    if (!isLocalhostSubdomain(hostname) || typeof callback !== 'function') {
      Reflect.apply(lookup, dns, [hostname, ...rest]);
      return;
    }
    const addresses = loopbackFor(rest.length > 1 ? rest[0] : undefined);
    const all = typeof rest[0] === 'object' && (rest[0] as LookupOptions | null)?.all === true;
    const first = addresses[0] ?? LOOPBACK[0];
    process.nextTick(() =>
      all ? callback(null, addresses) : callback(null, first?.address, first?.family),
    );
  };
  dns.lookup = patched as typeof dns.lookup;

  const promiseLookup = dns.promises.lookup;
  dns.promises.lookup = (async (hostname: string, options?: unknown) => {
    if (!isLocalhostSubdomain(hostname)) {
      return Reflect.apply(promiseLookup, dns.promises, [hostname, options]);
    }
    const addresses = loopbackFor(options);
    return (options as LookupOptions | undefined)?.all ? addresses : addresses[0];
  }) as typeof dns.promises.lookup;
}

/** Loopback addresses for the requested family (a number or `{ family }`; 0 means both). */
function loopbackFor(options: unknown): LookupAddress[] {
  const family =
    typeof options === 'number'
      ? options
      : Number((options as LookupOptions | undefined)?.family ?? 0);
  return LOOPBACK.filter((entry) =>
    family !== 4 && family !== 6 ? true : entry.family === family,
  );
}
