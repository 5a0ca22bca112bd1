import type { AstroIntegration } from 'astro';

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
   * Sees each page's bytes as rendered (compression starts while the next pages render:
   * staged-compression.ts). Rendering waits for the promise, which is how it is held back.
   */
  onRendered?: ((body: Uint8Array) => Promise<void>) | undefined;
}

/**
 * Records phase timestamps into `phases`; added inline by the build script, not the config.
 * It is also the build's one hold on Astro's prerenderer (Astro keeps one), so it runs
 * `hooks.beforePages` before the pages and shows each page it renders to `hooks.onRendered`.
 */
export function buildPhases(phases: BuildPhases, hooks: PageHooks = {}): AstroIntegration {
  return {
    name: 'forecourt:build-phases',
    hooks: {
      'astro:config:setup': () => {
        phases.configSetup = performance.now();
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
            const rendered = await render.call(prerenderer, request, options);
            const response = rendered instanceof Response ? rendered : rendered.response;
            if (!hooks.onRendered || response.status !== 200 || !response.body) return rendered;
            // Astro reads the body after this returns: read it here and hand over a copy.
            const body = new Uint8Array(await response.arrayBuffer());
            await hooks.onRendered(body);
            const copy = new Response(body, { status: 200, headers: response.headers });
            return rendered instanceof Response ? copy : { ...rendered, response: copy };
          };
          let cpuAtStart = 0;
          prerenderer.setup = async () => {
            await hooks.beforePages?.();
            phases.generateStart = performance.now();
            cpuAtStart = cpuMs();
            await setup?.call(prerenderer);
          };
          prerenderer.teardown = async () => {
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
