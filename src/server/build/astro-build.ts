import path from 'node:path';
import { buildPhases, type BuildPhases, type RouteCost } from '../../integrations/build-phases.ts';
import { BUILD_TIME_ENV } from '../build-clock.ts';

export interface AstroBuildInput {
  projectRoot: string;
  outDir: string;
  siteUrl: string;
  slug: string;
  dealersDir: string;
  verbose?: boolean;
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
 * Runs Astro's programmatic build for one dealer. Builds run in-process one after another:
 * measured here, a warm repeat costs ~0.25 s of fixed time against ~1.2 s for a fresh process.
 * Pages find their dealer through FORECOURT_DEALER, so two builds must never overlap.
 *
 * Astro imports its prerender bundle from `<outDir>/.prerender/` only when outDir is inside the
 * working directory, else from one fixed `.astro/.prerender/`. A fixed path would make Node's
 * module cache hand every later build the first dealer's modules, and outside the project the
 * bundle cannot resolve node_modules; so outDir must be a fresh directory inside the project,
 * and the build runs with the project root as working directory.
 */
export async function runAstroBuild(input: AstroBuildInput): Promise<AstroBuildTimings> {
  const root = path.resolve(input.projectRoot);
  const relative = path.relative(root, path.resolve(input.outDir));
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`Astro must build inside the project: ${input.outDir} is outside ${root}`);
  }
  const previousCwd = process.cwd();
  if (previousCwd !== root) process.chdir(root);
  const restoreEnv = setEnv({
    FORECOURT_DEALER: input.slug,
    FORECOURT_DEALERS_DIR: input.dealersDir,
    // One moment for every page (build-clock.ts); a time set beforehand is kept, so a site
    // can be rebuilt as of that moment.
    [BUILD_TIME_ENV]: process.env[BUILD_TIME_ENV] || new Date().toISOString(),
  });
  const phases: BuildPhases = { pages: 0 };
  const start = performance.now();
  try {
    // Loaded on first use: a process that only coordinates builds never pays for Astro.
    const { build } = await import('astro');
    await build({
      root: input.projectRoot,
      outDir: input.outDir,
      site: input.siteUrl,
      base: '/',
      output: 'static',
      logLevel: input.verbose ? 'info' : 'warn',
      integrations: [buildPhases(phases)],
    });
  } finally {
    restoreEnv();
    if (previousCwd !== root) process.chdir(previousCwd);
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
  };
}

function setEnv(values: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}
