import type { AstroIntegration } from 'astro';

/**
 * Timestamps (performance.now(), ms) of one Astro build's phases. Static generation runs
 * from the prerenderer's setup to its teardown; the rest of the build is fixed cost.
 */
export interface BuildPhases {
  configSetup?: number;
  buildStart?: number;
  generateStart?: number;
  generateEnd?: number;
  buildDone?: number;
  pages: number;
}

/** Records phase timestamps into `phases`; added inline by the build script, not the config. */
export function buildPhases(phases: BuildPhases): AstroIntegration {
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
          const { setup, teardown } = prerenderer;
          prerenderer.setup = async () => {
            phases.generateStart = performance.now();
            await setup?.call(prerenderer);
          };
          prerenderer.teardown = async () => {
            await teardown?.call(prerenderer);
            phases.generateEnd = performance.now();
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
