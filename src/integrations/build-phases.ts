import type { AstroIntegration } from 'astro';
import { takeOverPageWrites, type WrittenPage } from './page-writes.ts';

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
   * Sees each page's bytes as Astro writes them, with the file's absolute path (compression
   * starts while the next pages render: staged-compression.ts). The body is the hook's to keep
   * or transfer. Rendering waits for the promise, which is how it is held back.
   */
  onRendered?: ((page: WrittenPage) => Promise<void>) | undefined;
}

/**
 * Records phase timestamps into `phases`; added inline by the build script, not the config.
 * It is also the build's one hold on Astro's prerenderer (Astro keeps one), so it runs
 * `hooks.beforePages` before the pages and shows each page it renders to `hooks.onRendered`.
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
            if (hooks.onRendered && outDir)
              giveBackPageWrites = takeOverPageWrites(outDir, hooks.onRendered);
            await setup?.call(prerenderer);
          };
          prerenderer.teardown = async () => {
            giveBackPageWrites();
            closeCurrent();
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
