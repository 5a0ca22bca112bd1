import type { AstroIntegration, AstroPrerenderer } from 'astro';

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

export interface BuildPhasesOptions {
  /** Handed each rendered page's bytes as soon as it is rendered (before Astro writes it). */
  onPageRendered?: (body: Uint8Array) => void;
}

/**
 * Records phase timestamps into `phases`; added inline by the build script, not the config.
 * The one integration that wraps Astro's prerenderer (Astro keeps only the last wrapper set).
 */
export function buildPhases(
  phases: BuildPhases,
  options: BuildPhasesOptions = {},
): AstroIntegration {
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
          const { onPageRendered } = options;
          prerenderer.render = async (request, renderOptions) => {
            closeCurrent();
            current = { route: renderOptions.routeData.route, start: performance.now() };
            const rendered = await render.call(prerenderer, request, renderOptions);
            return onPageRendered ? handOver(rendered, onPageRendered) : rendered;
          };
          let cpuAtStart = 0;
          prerenderer.setup = async () => {
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

type Rendered = Awaited<ReturnType<AstroPrerenderer['render']>>;

/**
 * Reads a rendered page's body, hands its bytes over, and returns an identical response for
 * Astro to write (a body can be read only once).
 */
async function handOver(rendered: Rendered, onPage: (body: Uint8Array) => void): Promise<Rendered> {
  const response = rendered instanceof Response ? rendered : rendered.response;
  if (!response.body || response.status !== 200) return rendered;
  const body = new Uint8Array(await response.arrayBuffer());
  onPage(body);
  const copy = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  return rendered instanceof Response ? copy : { ...rendered, response: copy };
}
