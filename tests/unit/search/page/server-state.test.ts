/**
 * The build keeps one island instance per dealer and searches it page after page
 * (serverStateFor); react-instantsearch's own getServerState renders a fresh island per page
 * (freshServerState). Hydration depends on both giving the same results for every page.
 */
import { describe, expect, it } from 'vitest';
import { searchSiteData } from '../../../../src/features/search/ssr/search-page-data.ts';
import {
  freshServerState,
  serverStateFor,
} from '../../../../src/features/search/ssr/server-state.tsx';
import { loadSite } from '../../../../src/server/prepare/prepare-dealer.ts';

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

describe('build-time server state', () => {
  it('matches a fresh getServerState render on every kind of landing page', async () => {
    const site = loadSite('kestrel-bay-subaru');
    const { routes, props } = searchSiteData(site, new Date('2026-11-21T00:00:00Z'));
    // The search page, then a spread of landing pages, visited out of order.
    const pages = [
      routes.ctx.searchPath,
      ...routes.landingPages.filter((_, i) => i % 7 === 0).map((p) => p.pathname),
    ];
    const order = [...pages.slice(1).reverse(), pages[0]!];
    for (const pathname of order) {
      const kept = await serverStateFor(site, props, pathname);
      const fresh = await freshServerState(site, props, pathname);
      expect(canonical(kept), pathname).toBe(canonical(fresh));
      const nbHits = (kept.initialResults['cars']?.results?.[0] as { nbHits?: number } | undefined)
        ?.nbHits;
      expect(nbHits, pathname).toBeGreaterThan(0);
    }
  }, 60_000);
});
