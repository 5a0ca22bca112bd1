import type { AstroIntegration } from 'astro';
import { takeOverPageWrites, type PageWriter } from './page-writes.ts';

/**
 * Timestamps (performance.now(), ms) of one Astro build's phases. Static generation runs
 * from the prerenderer's setup to its teardown; the rest of the build is fixed cost. The CPU
 * time spent generating (all threads, ms) is kept too: on a busy machine it still says how
 * much work generation took, where wall time mostly says how long it waited.
 */
export interface BuildPhases {
  configSetup?: number;
  buildStart?: number;
  generateStart?: number;
  generateEnd?: number;
  generateCpuMs?: number;
  buildDone?: number;
  pages: number;
  /** Render time per route pattern (`/search/[...path]`), to find the expensive page types. */
  routes?: Map<string, RouteCost>;
}

export interface RouteCost {
  pages: number;
  ms: number;
}

/** User + system CPU time of this process so far, in ms. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export interface PageHooks {
  /**
   * Runs once the assets are built and before the first page renders, in the emptied output
   * directory (the build links pages it takes from the previous site in here: page-reuse.ts).
   */
  beforePages?: (() => Promise<void>) | undefined;
  /**
   * Writes each page Astro renders, in Astro's stead (page-writes.ts): the build writes and
   * compresses pages on a worker while the next pages render (staged-compression.ts).
   */
  writePage?: PageWriter | undefined;
  /**
   * Runs once the last page is rendered, before Astro's own steps after the pages (the
   * sitemap among them): resolves once every page is written, or rejects, failing the build.
   */
  afterPages?: (() => Promise<void>) | undefined;
}

/**
 * Records phase timestamps into `phases`; added inline by the build script, not the config.
 * It is also the build's one hold on Astro's prerenderer (Astro keeps one), so it runs
 * `hooks.beforePages` before the pages, has `hooks.writePage` write each page it renders, and
 * runs `hooks.afterPages` once they are all rendered.
 */
export function buildPhases(phases: BuildPhases, hooks: PageHooks = {}): AstroIntegration {
  let outDir: URL | null = null;
  return {
    name: 'forecourt:build-phases',
    hooks: {
      'astro:config:setup': () => {
        phases.configSetup = performance.now();
      },
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        phases.buildStart = performance.now();
        // Wrap in place: Astro reads fields (e.g. `app`) that setup() sets on this very object.
        setPrerenderer((prerenderer) => {
          const { setup, teardown, render } = prerenderer;
          const routes = (phases.routes = new Map<string, RouteCost>());
          // A page's cost runs from its render() to the next one: Astro may stream the body
          // after render() returns, then writes the file. Pages render one at a time.
          let current: { route: string; start: number } | null = null;
          const closeCurrent = () => {
            if (!current) return;
            const cost = routes.get(current.route) ?? { pages: 0, ms: 0 };
            cost.pages += 1;
            cost.ms += performance.now() - current.start;
            routes.set(current.route, cost);
            current = null;
          };
          prerenderer.render = async (request, options) => {
            closeCurrent();
            current = { route: options.routeData.route, start: performance.now() };
            return render.call(prerenderer, request, options);
          };
          let cpuAtStart = 0;
          let giveBackPageWrites = () => {};
          prerenderer.setup = async () => {
            await hooks.beforePages?.();
            phases.generateStart = performance.now();
            cpuAtStart = cpuMs();
            if (hooks.writePage && outDir)
              giveBackPageWrites = takeOverPageWrites(outDir, hooks.writePage);
            await setup?.call(prerenderer);
          };
          prerenderer.teardown = async () => {
            giveBackPageWrites();
            closeCurrent();
            await hooks.afterPages?.();
            await teardown?.call(prerenderer);
            phases.generateEnd = performance.now();
            phases.generateCpuMs = cpuMs() - cpuAtStart;
          };
          return prerenderer;
        });
      },
      'astro:build:done': ({ pages }) => {
        phases.pages = pages.length;
        phases.buildDone = performance.now();
      },
    },
  };
}
