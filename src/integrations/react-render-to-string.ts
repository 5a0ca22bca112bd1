import type { Plugin } from 'vite';
import { bundledModuleEdit } from './bundled-module-edit.ts';

/**
 * React islands are rendered to a string in one pass rather than streamed: Astro's React
 * renderer (experimentalDisableStreaming in astro.config.mjs) then calls renderToString instead
 * of renderToReadableStream, whose stream Astro reads back and decodes, for a page that is
 * static anyway. A search page's island is about 110 KB of markup on every one of a dealer's
 * hundreds of search pages.
 *
 * That path of @astrojs/react leaves out the render options the streaming path passes, among
 * them `identifierPrefix`: the island's ids from useId would then lack the prefix its
 * `<astro-island>` gives the browser, and hydration would not match. This plugin edits the
 * renderer as it is bundled to pass them. The pages come out byte for byte as the streaming
 * path writes them. @astrojs/react is pinned; if the call is no longer there exactly once the
 * build fails, naming this file.
 */
const RENDERER_MODULE = /\/node_modules\/@astrojs\/react\/dist\/server\.js$/;

const FIND = 'html = ReactDOM.renderToString(vnode);';
const REPLACE = 'html = ReactDOM.renderToString(vnode, renderOptions);';

/** The renderer's source with the options passed; throws, naming this file, if it cannot. */
export function passRenderOptions(source: string): string {
  const at = source.indexOf(FIND);
  if (at === -1 || source.indexOf(FIND, at + 1) !== -1) {
    throw new Error(
      `src/integrations/react-render-to-string.ts: @astrojs/react's server renderer no longer ` +
        `has this code exactly once, so the edit cannot be made: ${FIND}`,
    );
  }
  return source.slice(0, at) + REPLACE + source.slice(at + FIND.length);
}

/** The Vite plugin that makes the edit as the server build bundles the renderer. */
export function reactRenderToString(): Plugin {
  return bundledModuleEdit({
    name: 'forecourt:react-render-to-string',
    module: RENDERER_MODULE,
    describe: "@astrojs/react's server renderer",
    editedBy: 'react-render-to-string.ts',
    edit: passRenderOptions,
  });
}
