import type { KnownNoindex } from '../../integrations/sitemap-robots.ts';
import { runAstroBuild, type AstroBuildTimings } from './astro-build.ts';
import { planPageReuse, type PageReusePlan } from './page-reuse.ts';
import { stagedCompression, type StagedCompression } from './staged-compression.ts';
import type { PreparedDealer } from '../prepare/prepare-dealer.ts';
import { withPreparedFile } from '../prepare/prepared-file.ts';

export interface RenderSiteInput {
  projectRoot: string;
  projectFingerprint: string;
  prepared: PreparedDealer;
  outDir: string;
  /** The site this build replaces, whose unchanged pages it takes; null renders every page. */
  previousDir: string | null;
  verbose: boolean;
  reuseSharedMarkup: boolean;
  /** Where server bundles are kept for later builds of the same code; null: none kept. */
  keptBundlesDir: string | null;
}

export interface RenderedSite {
  astro: AstroBuildTimings;
  /** The pages taken from the previous site (already in place, with their copies). */
  reuse: PageReusePlan;
  /** The rendered pages' compressed copies, being made. */
  staging: StagedCompression;
  /** Whether a page of the site opts out of indexing, where the build knows (knownNoindex). */
  noindex: KnownNoindex;
}

/**
 * The render step: Astro renders the pages of the prepared site that the previous site does
 * not already have unchanged (page-reuse.ts), those are linked in beside them, and each
 * rendered page starts compressing as it is rendered (staged-compression.ts). Should the built
 * assets not be the ones the previous pages link to, every page is rendered after all.
 */
export async function renderSite(input: RenderSiteInput): Promise<RenderedSite> {
  const { prepared } = input;
  let previousDir = input.previousDir;
  for (;;) {
    const reuse = await planPageReuse({
      site: prepared.site,
      projectFingerprint: input.projectFingerprint,
      previousDir,
      validUntil: prepared.nextBoundary,
    });
    const staging = stagedCompression(input.outDir);
    const noindex = knownNoindex(staging, reuse);
    const site = { ...prepared.site, prebuiltPages: reuse.prebuilt };
    let assetsChanged = false;
    try {
      const astro = await withPreparedFile(site, (preparedFile) =>
        runAstroBuild({
          projectRoot: input.projectRoot,
          outDir: input.outDir,
          siteUrl: site.dealer.url,
          preparedFile,
          verbose: input.verbose,
          reuseSharedMarkup: input.reuseSharedMarkup,
          prebuiltPages: reuse.prebuilt,
          knownNoindex: noindex,
          keptBundles: input.keptBundlesDir
            ? { dir: input.keptBundlesDir, projectFingerprint: input.projectFingerprint }
            : undefined,
          hooks: {
            beforePages: async () => {
              if (!(await reuse.assetsUnchanged(input.outDir))) {
                assetsChanged = true;
                throw new Error('the built assets differ from those the previous pages link to');
              }
              await reuse.linkPrebuilt(input.outDir);
            },
            writePage: staging.add,
            afterPages: staging.settled,
          },
        }),
      );
      return { astro, reuse, staging, noindex };
    } catch (error) {
      await staging.drain();
      if (!assetsChanged || previousDir === null) throw error;
      previousDir = null;
    }
  }
}

/**
 * Whether a page opts out of indexing, as the build already knows it: the staging worker read
 * each page's head as it compressed it, and a page taken from the previous site comes with
 * what that build knew. Undefined for any other page, which the sitemap then reads.
 */
function knownNoindex(staging: StagedCompression, reuse: PageReusePlan): KnownNoindex {
  return (file) => staging.pages.get(file)?.noindex ?? reuse.prebuiltNoindex(file);
}
