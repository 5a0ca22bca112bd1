/**
 * The link check over every sample dealer's built site (issue 11 point 10): every internal
 * link, image, stylesheet and script a page names is answered by a file, as the local server
 * answers it, or is a page a later issue adds, listed in src/server/links/known-missing-links.ts.
 * That list must shrink to nothing, so an entry that matches no broken link fails too.
 *
 * Which build: `dist/`, brought up to date exactly as `npm run build` does (scripts/build.ts;
 * a dealer whose inputs are unchanged since its last build is skipped). That is the build the
 * end-to-end suite's server (`npm start` in playwright.config.ts) looks for and, finding it
 * current, does not repeat; `npm test` runs vitest before Playwright, so the suite still builds
 * each dealer once. With an up-to-date `dist/` (after `npm start`) the build costs seconds.
 * Cost otherwise: one build of the four dealers (about a minute on a quiet 2-core box), then
 * a few seconds of reading.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listDealerSlugs } from '../../../src/server/build/dealers.ts';
import {
  DEFAULT_DIST_DIR,
  PROJECT_ROOT,
  resolveDealersDir,
} from '../../../src/server/build/paths.ts';
import {
  checkBuiltSites,
  type BuiltSitesCheck,
} from '../../../src/server/links/check-built-sites.ts';
import { KNOWN_MISSING_FILE } from '../../../src/server/links/link-report.ts';

const slugs = await listDealerSlugs(resolveDealersDir());
let run: BuiltSitesCheck;

/** Runs `npm run build` (every dealer, unchanged ones skipped); rejects with its output. */
function buildEveryDealer(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'build.ts')], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (exit code ${code}):\n${output}`));
    });
  });
}

beforeAll(async () => {
  await buildEveryDealer();
  run = await checkBuiltSites(DEFAULT_DIST_DIR, slugs);
  // Generous: a CI box busy with the rest of the suite can be several times slower than idle.
}, 900_000);

describe('the link check over every built sample site', () => {
  it('covers four sample dealers or more', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(4);
  });

  it.each(slugs)(
    '%s: every internal link and image is answered by a file, or is a known-missing page',
    (slug) => {
      const check = run.sites.get(slug);
      // A check that read nothing, or could not tell the site's own absolute links, proves nothing.
      expect(check?.siteUrl).toMatch(/^https?:\/\//);
      expect(check?.paths).toBeGreaterThan(100);
      const broken = run.verdict.unknown
        .filter((site) => site.site === slug)
        .flatMap((site) => site.broken)
        .map((link) => `${link.path}  linked from ${link.linkedFrom} files, e.g. ${link.example}`);
      expect(broken, 'broken links no file answers (fix the link, or add the page)').toEqual([]);
    },
  );

  it('lists no known-missing page that every site now has (delete such entries)', () => {
    const stale = run.verdict.stale.map((entry) => `${entry.pattern} (issue ${entry.issue})`);
    expect(
      stale,
      `entries matching no broken link: delete them from ${KNOWN_MISSING_FILE}`,
    ).toEqual([]);
  });
});
