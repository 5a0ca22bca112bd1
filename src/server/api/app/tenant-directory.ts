import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { readBuildRecord } from '../../build/build-record.ts';
import { isDealerDirName, isValidSlug } from '../../build/dealers.ts';
import { hostName } from '../../serve/host-router.ts';
import type { PlatformHostRoute, Tenant } from './tenant.ts';

/** Host names that mean "this machine" and never a tenant. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const LOCAL_TENANT_SUFFIX = '.localhost';

export interface TenantDirectoryOptions {
  distDir: string;
  /** The platform's own host names (FORECOURT_PLATFORM_HOST), besides the loopback names. */
  platformHosts?: readonly string[];
  /** How long a look at distDir stays current; a build swaps a site in, changing its mtime. */
  refreshMs?: number;
}

export interface TenantDirectory {
  resolve(hostHeader: string | undefined): Promise<PlatformHostRoute>;
  /**
   * resolve, at once when the list of tenants is current (every request but those while it is
   * first read or looked at again), else a promise of it. The same Host header gets the same
   * route object until the list changes.
   */
  route(hostHeader: string | undefined): PlatformHostRoute | Promise<PlatformHostRoute>;
  /** Every tenant, sorted by slug. */
  list(): Promise<Tenant[]>;
}

interface Snapshot {
  bySlug: Map<string, Tenant>;
  byHost: Map<string, Tenant>;
  /** What each tenant's site folder was when scanned: its inode, mtime and site URL. */
  identity: Map<Tenant, string>;
  /** Routes worked out from this snapshot, by Host header as sent. */
  routes: Map<string, PlatformHostRoute>;
}

/** Distinct Host headers remembered per snapshot: past it the memory starts again. */
const MAX_REMEMBERED_HOSTS = 1000;

/**
 * The built tenants under distDir, by slug and by their site's host. Rescanned only when
 * distDir's mtime moves (a site added, removed or swapped in by a build), looked at no more
 * than once per `refreshMs`, so a request costs no disk access.
 */
export function createTenantDirectory(options: TenantDirectoryOptions): TenantDirectory {
  const distDir = path.resolve(options.distDir);
  const platformHosts = new Set([
    ...LOOPBACK_HOSTS,
    ...(options.platformHosts ?? []).map((host) => hostName(host)),
  ]);
  const refreshMs = options.refreshMs ?? 1000;
  let snapshot: Snapshot = emptySnapshot();
  let checkedAt = -Infinity;
  let seenMtime = NaN;
  let pending: Promise<Snapshot> | null = null;

  async function refresh(): Promise<Snapshot> {
    const mtime = (await stat(distDir).catch(() => null))?.mtimeMs ?? NaN;
    if (mtime !== seenMtime || Number.isNaN(mtime)) {
      snapshot = await scan(distDir, snapshot);
      seenMtime = mtime;
    }
    return snapshot;
  }

  function current(): Snapshot | Promise<Snapshot> {
    const now = performance.now();
    // While the first look (or a fresh one) is under way, every caller waits for it: the
    // snapshot before it is empty, and answering from it would refuse real tenants.
    if (now - checkedAt < refreshMs) return pending ?? snapshot;
    checkedAt = now;
    pending ??= refresh().finally(() => (pending = null));
    return pending;
  }

  function routeIn({ bySlug, byHost }: Snapshot, host: string): PlatformHostRoute {
    if (host.endsWith(LOCAL_TENANT_SUFFIX)) {
      const slug = host.slice(0, -LOCAL_TENANT_SUFFIX.length);
      if (isValidSlug(slug)) {
        const tenant = bySlug.get(slug);
        return tenant ? { kind: 'tenant', tenant } : { kind: 'unbuilt', slug };
      }
    }
    const tenant = byHost.get(host);
    return tenant ? { kind: 'tenant', tenant } : { kind: 'unknown', host };
  }

  function route(hostHeader: string | undefined): PlatformHostRoute | Promise<PlatformHostRoute> {
    const key = hostHeader ?? '';
    const ready = current();
    if (ready instanceof Promise) {
      const host = hostName(hostHeader);
      // The platform's own hosts never wait for the list of tenants.
      if (platformHosts.has(host)) return { kind: 'platform' };
      return ready.then((read) => routeIn(read, host));
    }
    let known = ready.routes.get(key);
    if (!known) {
      const host = hostName(hostHeader);
      known = platformHosts.has(host) ? { kind: 'platform' } : routeIn(ready, host);
      if (ready.routes.size >= MAX_REMEMBERED_HOSTS) ready.routes.clear();
      ready.routes.set(key, known);
    }
    return known;
  }

  return {
    async resolve(hostHeader) {
      return route(hostHeader);
    },
    route,
    async list() {
      return [...(await current()).bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
    },
  };
}

/**
 * The tenants in distDir. A tenant whose site folder is the one the previous scan saw (same
 * inode and mtime: a build swaps a new folder in) keeps its object, so the site server's
 * memory of its files, which lasts as long as that object, survives other dealers' builds.
 */
async function scan(distDir: string, previous: Snapshot): Promise<Snapshot> {
  const entries = await readdir(distDir, { withFileTypes: true }).catch(() => []);
  const bySlug = new Map<string, Tenant>();
  const byHost = new Map<string, Tenant>();
  const identity = new Map<Tenant, string>();
  const routes = new Map<string, PlatformHostRoute>();
  for (const entry of entries) {
    if (!entry.isDirectory() || !isDealerDirName(entry.name) || !isValidSlug(entry.name)) continue;
    const siteRoot = path.join(distDir, entry.name);
    const folder = await stat(siteRoot).catch(() => null);
    if (!folder) continue;
    const record = await readBuildRecord(siteRoot);
    const siteUrl = record?.slug === entry.name ? record.siteUrl : null;
    const seen = `${folder.ino}:${folder.mtimeMs}:${siteUrl ?? ''}`;
    const known = previous.bySlug.get(entry.name);
    const tenant: Tenant =
      known && previous.identity.get(known) === seen
        ? known
        : { slug: entry.name, siteRoot, siteUrl };
    identity.set(tenant, seen);
    bySlug.set(tenant.slug, tenant);
    const siteHost = siteUrl ? hostOf(siteUrl) : null;
    if (siteHost && !byHost.has(siteHost)) byHost.set(siteHost, tenant);
  }
  return { bySlug, byHost, identity, routes };
}

function emptySnapshot(): Snapshot {
  return { bySlug: new Map(), byHost: new Map(), identity: new Map(), routes: new Map() };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}
