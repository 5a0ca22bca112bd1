/**
 * Judges the broken links of one or more sites against the known-missing list
 * (known-missing-links.ts): which are unknown (an error), which are known and to which entry
 * they belong, and which entries match nothing broken any more (an error too: the list must
 * shrink as pages land).
 */
import type { KnownMissingLink } from './known-missing-links.ts';

/** One broken site path of one site, reported once however many pages link to it. */
export interface BrokenLink {
  /** The site path no file answers, e.g. `/cars/2019-mazda-cx-5-1234`. */
  path: string;
  /** How many files (pages, stylesheets, sitemaps) link to it. */
  linkedFrom: number;
  /** One of them, as a site path. */
  example: string;
}

export interface SiteBrokenLinks {
  site: string;
  broken: readonly BrokenLink[];
}

export interface KnownMissingMatches {
  entry: KnownMissingLink;
  /** Broken links this entry accounts for, per site (sites with none left out). */
  sites: SiteBrokenLinks[];
}

export interface LinkVerdict {
  /** Broken links no entry accounts for, per site (sites with none left out). */
  unknown: SiteBrokenLinks[];
  /** Every entry, in list order, with what it accounts for. */
  known: KnownMissingMatches[];
  /** Entries that account for no broken link: stale, to be deleted. */
  stale: KnownMissingLink[];
}

/** Whether a site path matches a pattern; a trailing slash on either is not significant. */
export function matchesLinkPattern(pattern: string, sitePath: string): boolean {
  const want = segments(pattern);
  const have = segments(sitePath);
  return (
    want.length === have.length &&
    want.every((segment, index) => segment === '*' || segment === have[index])
  );
}

/** The most specific entry matching a site path (fewest `*`, then list order), if any. */
export function knownMissingEntry(
  sitePath: string,
  entries: readonly KnownMissingLink[],
): KnownMissingLink | undefined {
  let best: KnownMissingLink | undefined;
  for (const entry of entries) {
    if (!matchesLinkPattern(entry.pattern, sitePath)) continue;
    if (best === undefined || wildcards(entry.pattern) < wildcards(best.pattern)) best = entry;
  }
  return best;
}

export function judgeLinks(
  sites: readonly SiteBrokenLinks[],
  entries: readonly KnownMissingLink[],
): LinkVerdict {
  const unknown: SiteBrokenLinks[] = [];
  const byEntry = new Map(entries.map((entry) => [entry, [] as SiteBrokenLinks[]]));
  for (const { site, broken } of sites) {
    const unknownHere: BrokenLink[] = [];
    const knownHere = new Map<KnownMissingLink, BrokenLink[]>();
    for (const link of broken) {
      const entry = knownMissingEntry(link.path, entries);
      if (entry === undefined) unknownHere.push(link);
      else knownHere.set(entry, [...(knownHere.get(entry) ?? []), link]);
    }
    if (unknownHere.length) unknown.push({ site, broken: unknownHere });
    for (const [entry, links] of knownHere) byEntry.get(entry)?.push({ site, broken: links });
  }
  const known = entries.map((entry) => ({ entry, sites: byEntry.get(entry) ?? [] }));
  const stale = known.filter((match) => match.sites.length === 0).map((match) => match.entry);
  return { unknown, known, stale };
}

/**
 * What is wrong with the list itself: a pattern that is not a site path (no leading '/', a
 * query or fragment, a partial wildcard such as `/cars/x*`), a duplicate, or no issue.
 */
export function knownMissingListProblems(entries: readonly KnownMissingLink[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { pattern, issue, page } of entries) {
    const normalised = `/${segments(pattern).join('/')}`;
    if (!pattern.startsWith('/') || /[?#\s]/.test(pattern)) {
      problems.push(`${pattern}: a pattern is a site path starting with '/', without ? or #`);
    } else if (segments(pattern).some((segment) => segment.includes('*') && segment !== '*')) {
      problems.push(`${pattern}: '*' stands for a whole path segment`);
    }
    if (seen.has(normalised)) problems.push(`${pattern}: listed twice`);
    seen.add(normalised);
    if (!Number.isInteger(issue) || issue <= 0) problems.push(`${pattern}: no issue number`);
    if (page.trim() === '') problems.push(`${pattern}: no page description`);
  }
  return problems;
}

function segments(sitePath: string): string[] {
  return sitePath.split('/').filter((segment) => segment !== '');
}

function wildcards(pattern: string): number {
  return segments(pattern).filter((segment) => segment === '*').length;
}
