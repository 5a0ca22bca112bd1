import type { Tenant } from '../api/app/tenant.ts';
import { findInIndex, indexSiteFiles, type SiteFileIndex } from './resolve-static.ts';

export interface StaticLookup {
  /** The file that answers a URL path on a site (findInIndex), or null. */
  find(site: Tenant, urlPathname: string): Promise<string | null>;
  /** The site's index: at once when it is made, else a promise of the walk under way. */
  index(site: Tenant): SiteFileIndex | Promise<SiteFileIndex>;
}

/**
 * Which file answers a URL path, from an index of the site's files made once per build of the
 * site (the tenant entry, replaced when a build swaps the site in): under load the same
 * pages are asked for many times a second, and a lookup on disk is one to three stat calls.
 * Requests that arrive while a site is being indexed wait for that one walk.
 */
export function createStaticLookup(): StaticLookup {
  const indexes = new WeakMap<Tenant, SiteFileIndex | Promise<SiteFileIndex>>();
  const indexOf = (site: Tenant): SiteFileIndex | Promise<SiteFileIndex> => {
    let index = indexes.get(site);
    if (!index) {
      const walking = indexSiteFiles(site.siteRoot);
      indexes.set(site, walking);
      void walking.then((done) => {
        if (indexes.get(site) === walking) indexes.set(site, done);
      });
      index = walking;
    }
    return index;
  };
  return {
    index: indexOf,
    async find(site, urlPathname) {
      return findInIndex(await indexOf(site), urlPathname);
    },
  };
}
