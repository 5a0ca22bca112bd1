/** The link check's report, as lines: for `npm run check:links` and the test's failure message. */
import type { SiteLinkCheck } from './check-site-links.ts';
import type { LinkVerdict, SiteBrokenLinks } from './link-patterns.ts';

/** Where the known-missing list lives, for the messages that send people there. */
export const KNOWN_MISSING_FILE = 'src/server/links/known-missing-links.ts';

const count = (value: number) => value.toLocaleString('en-AU');
const plural = (value: number, one: string, many = `${one}s`) =>
  `${count(value)} ${value === 1 ? one : many}`;

/** One line per site: what was read and how much of it is broken. */
export function formatSiteLine(site: string, check: SiteLinkCheck): string {
  return (
    `${site}: ${plural(check.files, 'file')}, ${plural(check.links, 'link')} to ` +
    `${plural(check.paths, 'path')}, ${count(check.broken.length)} broken`
  );
}

/**
 * The verdict: unknown broken links first (each once, with how many files link to it and one
 * of them), then what each known-missing entry accounts for, then stale entries.
 * `maxPerSite` caps the unknown links listed per site.
 */
export function formatLinkVerdict(verdict: LinkVerdict, maxPerSite = Infinity): string[] {
  const lines: string[] = [];
  if (verdict.unknown.length) {
    lines.push('Broken links: no file answers them (fix the link, or add the page):');
    for (const site of verdict.unknown) lines.push(...unknownLines(site, maxPerSite));
  }
  const known = verdict.known.filter((match) => match.sites.length);
  if (known.length) {
    lines.push(`Known missing pages (${KNOWN_MISSING_FILE}; the list must shrink to nothing):`);
    const width = Math.max(...known.map((match) => match.entry.pattern.length));
    for (const { entry, sites } of known) {
      const broken = sites.flatMap((site) => site.broken);
      const paths = new Set(broken.map((link) => link.path)).size;
      const links = broken.reduce((total, link) => total + link.linkedFrom, 0);
      lines.push(
        `  ${entry.pattern.padEnd(width)}  issue ${entry.issue}, ${entry.page}: ` +
          `${plural(paths, 'path')} on ${plural(sites.length, 'site')}, ` +
          `${plural(links, 'link')}`,
      );
    }
  }
  if (verdict.stale.length) {
    lines.push(
      `Stale entries: they match no broken link any more; delete them from ${KNOWN_MISSING_FILE}:`,
    );
    for (const entry of verdict.stale) {
      lines.push(`  ${entry.pattern}  (issue ${entry.issue}, ${entry.page})`);
    }
  }
  return lines;
}

function unknownLines({ site, broken }: SiteBrokenLinks, maxPerSite: number): string[] {
  const shown = broken.slice(0, maxPerSite);
  const lines = [`  ${site}: ${plural(broken.length, 'broken path')}`];
  for (const link of shown) {
    lines.push(
      `    ${link.path}  linked from ${plural(link.linkedFrom, 'file')}, e.g. ${link.example}`,
    );
  }
  if (shown.length < broken.length)
    lines.push(`    … and ${count(broken.length - shown.length)} more`);
  return lines;
}
