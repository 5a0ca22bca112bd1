import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AstroInlineConfig, AstroIntegration } from 'astro';
import {
  buildPhases,
  type BuildPhases,
  type PageHooks,
  type RouteCost,
} from '../../integrations/build-phases.ts';
import { siteContext } from '../../integrations/site-context.ts';
import { segmentedPageRender } from '../../integrations/segmented-page-render.ts';
import { sitemapAndRobots, type KnownNoindex } from '../../integrations/sitemap-robots.ts';
import { installSassMemo } from './sass-memo.ts';
import {
  buildFromKeptBundle,
  keptBundleStepsAvailable,
  watchBundleInternals,
} from './astro-from-bundle.ts';
import {
  discardBundle,
  keepBundle,
  keptBundleKey,
  restoreBundle,
  snapshotBundle,
  type BundleInternals,
  type BundleSnapshot,
  type RestoredBundle,
} from './kept-bundle.ts';
import type { BundleValues } from './bundle-template.ts';

export interface AstroBuildInput {
  projectRoot: string;
  outDir: string;
  siteUrl: string;
  /** The prepared site (prepared-file.ts), read by the pages through `virtual:forecourt/site`. */
  preparedFile: string;
  verbose?: boolean;
  /** false renders the header and footer on every page (SiteContextOptions). Default true. */
  reuseSharedMarkup?: boolean;
  /** false renders each page as Astro does unedited (segmented-page-render.ts). Default true. */
  segmentPages?: boolean;
  /** What runs before the pages and sees each rendered page (build-phases.ts). */
  hooks?: PageHooks;
  /** Pages the build puts in place without rendering them (page-reuse.ts), for the sitemap. */
  prebuiltPages?: readonly string[];
  /** Whether a page already seen opts out of indexing, for the sitemap (KnownNoindex). */
  knownNoindex?: KnownNoindex;
  /**
   * Where server bundles are kept for later builds of the same code (kept-bundle.ts), and the
   * project fingerprint that keys them; absent, Vite builds the bundle every time.
   */
  keptBundles?: { dir: string; projectFingerprint: string } | undefined;
}

export interface AstroBuildTimings {
  /** The whole Astro build() call. */
  astroMs: number;
  /** Static generation: from the prerenderer's setup to its teardown (page data + rendering). */
  generateMs: number;
  /** CPU time (all threads) of static generation. */
  generateCpuMs: number;
  /** Generation time per route pattern. */
  routes: ReadonlyMap<string, RouteCost>;
  pages: number;
  /** Whether the server bundle and assets came from a kept bundle rather than from Vite. */
  keptBundle: boolean;
}

/**
 * Runs Astro's programmatic build for one dealer, rendering its pages from the prepared site.
 * Builds run in-process one after another: measured here, a warm repeat costs ~0.25 s of
 * fixed time against ~1.2 s for a fresh process.
 *
 * Astro imports its prerender bundle from `<outDir>/.prerender/` only when outDir is inside the
 * working directory, else from one fixed `.astro/.prerender/`. A fixed path would make Node's
 * module cache hand every later build the first dealer's modules, and outside the project the
 * bundle cannot resolve node_modules; so outDir must be a fresh directory inside the project,
 * and the build process runs in the project (build processes are started there).
 *
 * With `keptBundles`, Vite runs only for the first build of the code: that build keeps the
 * server bundle and assets, and later builds of any dealer take them (kept-bundle.ts) and run
 * Astro's page generation alone (astro-from-bundle.ts).
 */
export async function runAstroBuild(input: AstroBuildInput): Promise<AstroBuildTimings> {
  const root = path.resolve(input.projectRoot);
  const outDir = path.resolve(input.outDir);
  if (!isInside(root, outDir)) {
    throw new Error(`Astro must build inside the project: ${input.outDir} is outside ${root}`);
  }
  if (!isInside(process.cwd(), outDir)) {
    throw new Error(
      `Builds run from the project directory: ${input.outDir} is outside the working directory ${process.cwd()}`,
    );
  }
  const phases: BuildPhases = { pages: 0 };
  const start = performance.now();
  const inlineConfig: AstroInlineConfig = {
    root: input.projectRoot,
    outDir: input.outDir,
    site: input.siteUrl,
    base: '/',
    output: 'static',
    logLevel: input.verbose ? 'info' : 'warn',
    ...(input.segmentPages === false ? {} : { vite: { plugins: [segmentedPageRender()] } }),
  };
  const integrations = (hooks: PageHooks | undefined) => [
    siteContext(input.preparedFile, { reuseSharedMarkup: input.reuseSharedMarkup ?? true }),
    buildPhases(phases, hooks),
    sitemapAndRobots(input.prebuiltPages, input.knownNoindex),
  ];
  const kept = input.keptBundles;
  const keep: BundleToKeep | null = kept
    ? {
        dir: kept.dir,
        key: keptBundleKey(kept.projectFingerprint, {
          reuseSharedMarkup: input.reuseSharedMarkup ?? true,
          segmentPages: input.segmentPages ?? true,
        }),
        values: { outDir, preparedFile: input.preparedFile, siteUrl: input.siteUrl },
      }
    : null;
  let restored: RestoredBundle | null = null;
  if (keep && (await keptBundleStepsAvailable())) {
    // Into an emptied output directory, as Astro empties it before Vite writes there: a build
    // may run again in the directory of one that failed (render-site.ts).
    await rm(outDir, { recursive: true, force: true });
    await mkdir(outDir, { recursive: true });
    // A bundle that cannot be read back whole is discarded and built again, and this build
    // keeps the new one.
    restored = await restoreBundle(keep.dir, keep.key, outDir, keep.values).catch(async () => {
      await discardBundle(keep.dir, keep.key);
      return null;
    });
  }
  if (restored) {
    await buildFromKeptBundle(
      { ...inlineConfig, integrations: integrations(input.hooks) },
      restored,
    );
  } else {
    await buildWithVite(inlineConfig, integrations, input.hooks, keep);
  }
  const astroMs = performance.now() - start;
  const generateMs =
    phases.generateStart !== undefined && phases.generateEnd !== undefined
      ? phases.generateEnd - phases.generateStart
      : 0;
  return {
    astroMs,
    generateMs,
    generateCpuMs: phases.generateCpuMs ?? 0,
    routes: phases.routes ?? new Map(),
    pages: phases.pages,
    keptBundle: restored !== null,
  };
}

interface BundleToKeep {
  dir: string;
  key: string;
  values: BundleValues;
}

/**
 * Astro's own build, Vite and all. With `keep`, Vite's output is read before the first page
 * renders, and kept for later builds of the same code once this build has succeeded.
 */
async function buildWithVite(
  inlineConfig: AstroInlineConfig,
  integrations: (hooks: PageHooks | undefined) => AstroIntegration[],
  pageHooks: PageHooks | undefined,
  keep: BundleToKeep | null,
): Promise<void> {
  // Loaded on first use: a process that only coordinates builds never pays for Astro.
  const { build } = await import('astro');
  await installSassMemo();
  const seen: { snapshot?: BundleSnapshot; internals?: () => BundleInternals | null } = {};
  const hooks: PageHooks = {
    ...pageHooks,
    beforePages: async () => {
      if (keep) {
        const outDir = keep.values.outDir;
        seen.snapshot = await snapshotBundle(outDir, keep.values);
        seen.internals = await watchBundleInternals(outDir);
      }
      await pageHooks?.beforePages?.();
    },
  };
  await build({ ...inlineConfig, integrations: integrations(hooks) });
  const internals = seen.internals?.();
  if (keep && seen.snapshot && internals) {
    // The site is built: a bundle that cannot be kept (a full disk) only means the next
    // build runs Vite again.
    await keepBundle(keep.dir, keep.key, seen.snapshot, internals).catch(() => false);
  }
}

/** True when `child` is strictly inside `parent`. */
function isInside(parent: string, child: string): boolean {
  const relative = path.relative(path.resolve(parent), child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
