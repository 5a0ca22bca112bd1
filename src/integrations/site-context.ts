import type { AstroIntegration } from 'astro';

/** The module pages import the prepared site from: `import { site } from 'virtual:forecourt/site'`. */
export const SITE_MODULE_ID = 'virtual:forecourt/site';
const RESOLVED_ID = `\0${SITE_MODULE_ID}`;

/**
 * Hands one build's prepared site to its pages. The prepare step writes the site to a file
 * (v8 serialisation: Dates and Maps survive, and reading 5,000 cars back costs milliseconds);
 * this integration, added to that one build only, makes `virtual:forecourt/site` read that
 * file once when the pages load. The path is baked into the build's own bundle, so two
 * builds in one process can never see each other's dealer.
 */
export function siteContext(preparedFile: string): AstroIntegration {
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
