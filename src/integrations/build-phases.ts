import type { AstroIntegration } from 'astro';
import { pageFile, unwrittenPages } from './page-files.ts';

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
   * Sees each page's bytes as rendered, with the file Astro writes them to (compression starts
   * while the next pages render: staged-compression.ts). The body is the hook's to keep or
   * transfer. Rendering waits for the promise, which is how it is held back.
   */
  onRendered?: ((page: RenderedPage) => Promise<void>) | undefined;
}

/** One rendered page: its bytes and the absolute path of the file Astro writes them to. */
export interface RenderedPage {
  body: Uint8Array;
  file: string;
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
          // The files the pages shown to onRendered were said to go to, checked at teardown.
          const shown: string[] = [];
          const routesSeen = new Set<{ distURL?: URL[] }>();
          prerenderer.render = async (request, options) => {
            closeCurrent();
            current = { route: options.routeData.route, start: performance.now() };
            const rendered = await render.call(prerenderer, request, options);
            const response = rendered instanceof Response ? rendered : rendered.response;
            const route = options.routeData;
            if (!hooks.onRendered || !outDir || route.type !== 'page') return rendered;
            if (response.status !== 200 || !response.body) return rendered;
            // Astro reads the body after this returns: read it here and hand Astro its own copy
            // (a Response copies the bytes it is given), so the hook may keep or transfer these.
            const body = new Uint8Array(await response.arrayBuffer());
            const copy = new Response(body, { status: 200, headers: response.headers });
            const file = pageFile(outDir, new URL(request.url).pathname);
            shown.push(file);
            routesSeen.add(route);
            await hooks.onRendered({ body, file });
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
            // What the hook made beside a page must be beside the page Astro wrote.
            const unwritten = unwrittenPages(shown, routesSeen);
            if (unwritten.length > 0) {
              throw new Error(
                `Astro wrote no page at ${unwritten.slice(0, 3).join(', ')}: the build's page paths (page-files.ts) no longer match Astro's`,
              );
            }
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
