import path from 'node:path';
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
  // Loaded on first use: a process that only coordinates builds never pays for Astro.
  const { build } = await import('astro');
  await installSassMemo();
  await build({
    root: input.projectRoot,
    outDir: input.outDir,
    site: input.siteUrl,
    base: '/',
    output: 'static',
    logLevel: input.verbose ? 'info' : 'warn',
    ...(input.segmentPages === false ? {} : { vite: { plugins: [segmentedPageRender()] } }),
    integrations: [
      siteContext(input.preparedFile, { reuseSharedMarkup: input.reuseSharedMarkup ?? true }),
      buildPhases(phases, input.hooks),
      sitemapAndRobots(input.prebuiltPages, input.knownNoindex),
    ],
  });
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
  };
}

/** True when `child` is strictly inside `parent`. */
function isInside(parent: string, child: string): boolean {
  const relative = path.relative(path.resolve(parent), child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
