/**
 * The link check over several built sites and its verdict: what `npm run check:links` and the
 * link-check test run. Sites are checked one after another; each reads its files in parallel.
 */
import { siteDir } from '../build/paths.ts';
import { checkSiteLinks, type SiteLinkCheck } from './check-site-links.ts';
import { KNOWN_MISSING_LINKS, type KnownMissingLink } from './known-missing-links.ts';
import { judgeLinks, type LinkVerdict } from './link-patterns.ts';

export interface BuiltSitesCheck {
  /** Each site's check, by dealer slug, in the order checked. */
  sites: Map<string, SiteLinkCheck>;
  verdict: LinkVerdict;
}

export async function checkBuiltSites(
  distDir: string,
  slugs: readonly string[],
  known: readonly KnownMissingLink[] = KNOWN_MISSING_LINKS,
  onSite?: (slug: string, check: SiteLinkCheck) => void,
): Promise<BuiltSitesCheck> {
  const sites = new Map<string, SiteLinkCheck>();
  for (const slug of slugs) {
    const check = await checkSiteLinks(siteDir(distDir, slug));
    sites.set(slug, check);
    onSite?.(slug, check);
  }
  const broken = [...sites].map(([site, check]) => ({ site, broken: check.broken }));
  return { sites, verdict: judgeLinks(broken, known) };
}

/**
 * Whether the verdict fails the check. A stale entry counts only when every dealer was
 * checked: a page one dealer still links to may be absent from the others.
 */
export function linkCheckFails(verdict: LinkVerdict, everyDealerChecked: boolean): boolean {
  return verdict.unknown.length > 0 || (everyDealerChecked && verdict.stale.length > 0);
}
