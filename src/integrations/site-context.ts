import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/** The module pages import the prepared site from: `import { site } from 'virtual:forecourt/site'`. */
export const SITE_MODULE_ID = 'virtual:forecourt/site';
const RESOLVED_ID = `\0${SITE_MODULE_ID}`;
/** The module that keeps the header and footer for reuse (see SiteContextOptions). */
const SHARED_MARKUP_CACHE = fileURLToPath(
  new URL('../components/shared-markup-cache.ts', import.meta.url),
);

export interface SiteContextOptions {
  /**
   * false: the header and footer (SharedMarkup) are rendered on every page instead of once per
   * build and reused. Slower, and meant to come out byte for byte the same: it is the
   * reference tests/integration/build/shared-markup.test.ts checks the reuse against.
   * Default true.
   */
  reuseSharedMarkup?: boolean;
}

/**
 * Hands one build's prepared site to its pages. The prepare step writes the site to a file
 * (v8 serialisation: Dates and Maps survive, and reading 5,000 cars back costs milliseconds);
 * this integration, added to that one build only, makes `virtual:forecourt/site` read that
 * file once when the pages load. The path is baked into the build's own bundle, so two
 * builds in one process can never see each other's dealer. Options for the whole build that
 * pages must not choose themselves (SiteContextOptions) are applied to the site as it loads.
 */
export function siteContext(
  preparedFile: string,
  options: SiteContextOptions = {},
): AstroIntegration {
  const { reuseSharedMarkup = true } = options;
  return {
    name: 'forecourt:site-context',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'forecourt:site-context',
                resolveId: (id: string) => (id === SITE_MODULE_ID ? RESOLVED_ID : undefined),
                load: (id: string) =>
                  id === RESOLVED_ID
                    ? [
                        `import { readFileSync } from 'node:fs';`,
                        `import { deserialize } from 'node:v8';`,
                        `export const site = deserialize(readFileSync(${JSON.stringify(preparedFile)}));`,
                        ...(reuseSharedMarkup
                          ? []
                          : [
                              `import { renderSharedPartsOnEveryPage } from ${JSON.stringify(SHARED_MARKUP_CACHE)};`,
                              `renderSharedPartsOnEveryPage(site);`,
                            ]),
                      ].join('\n')
                    : undefined,
              },
            ],
          },
        });
      },
    },
  };
}
