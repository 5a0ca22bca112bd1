import type { Plugin } from 'vite';
import { bundledModuleEdit } from './bundled-module-edit.ts';

/**
 * Astro renders a static page into one string and encodes it to bytes at the end. A car page is
 * about 120,000 characters, and one typographic apostrophe in the dealer's content or the feed
 * makes V8 store the whole string two bytes a character: past 128 KB it goes to V8's large-object
 * space, freshly mapped memory for every page. On this project's 2-core build machine that one
 * allocation cost about 1.2 ms a page (measured: 1.3–1.7 ms to join and encode a car page against
 * 0.17–0.28 ms in segments), about a third of a car page's whole render.
 *
 * This plugin edits Astro's page renderer (renderStreamToString in
 * astro/dist/runtime/server/render/astro/render.js) as it is bundled: a page's text is encoded
 * every SEGMENT_CHARS characters and the pieces joined as bytes, so no string grows past the
 * limit. The bytes written are the same (tests/integration/build/shared-markup.test.ts builds
 * every sample dealer with and without it and compares every page). Astro's page.js passes a
 * body that is already bytes straight to its Response.
 *
 * Astro is pinned to an exact version in package.json. If its renderer's code changes, the
 * edits no longer match and the build fails with a message naming this file, rather than
 * silently building slower.
 */

/** Characters of page text encoded at a time: two-byte, 32 KB, well inside V8's young space. */
const SEGMENT_CHARS = 16_384;

const RENDER_MODULE = /\/node_modules\/astro\/dist\/runtime\/server\/render\/astro\/render\.js$/;

/** Exact snippets of Astro's renderStreamToString and what each becomes. */
const EDITS: readonly { find: string; replace: string }[] = [
  {
    find: 'async function renderStreamToString(result, templateResult, isPage) {\n  let str = "";\n',
    replace:
      'async function renderStreamToString(result, templateResult, isPage) {\n  let str = "";\n' +
      '  const forecourtSegments = [];\n',
  },
  {
    find: '      str += chunkToString(result, chunk);\n    }\n  };\n  await renderStreaming(templateResult, result, destination);\n  return str;\n',
    replace:
      '      str += chunkToString(result, chunk);\n' +
      `      if (isPage && str.length > ${SEGMENT_CHARS}) {\n` +
      '        forecourtSegments.push(encoder.encode(str));\n' +
      '        str = "";\n' +
      '      }\n' +
      '    }\n  };\n  await renderStreaming(templateResult, result, destination);\n' +
      '  return forecourtSegments.length === 0 ? str : forecourtJoinSegments(forecourtSegments, encoder.encode(str));\n',
  },
];

/** Appended to the module: the page's encoded segments as one byte array. */
const JOIN_SEGMENTS = `
function forecourtJoinSegments(segments, last) {
  segments.push(last);
  let length = 0;
  for (const segment of segments) length += segment.length;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const segment of segments) {
    bytes.set(segment, offset);
    offset += segment.length;
  }
  return bytes;
}
`;

/** Applies the edits to the renderer's source; throws, naming what no longer matches, if any. */
export function segmentRenderer(source: string): string {
  let edited = source;
  for (const { find, replace } of EDITS) {
    const at = edited.indexOf(find);
    if (at === -1 || edited.indexOf(find, at + 1) !== -1) {
      throw new Error(
        `src/integrations/segmented-page-render.ts: Astro's page renderer no longer has this code ` +
          `exactly once, so the edit cannot be made; update the edits for the installed Astro:\n${find}`,
      );
    }
    edited = edited.slice(0, at) + replace + edited.slice(at + find.length);
  }
  return edited + JOIN_SEGMENTS;
}

/**
 * The Vite plugin. The server build must bundle the renderer (Astro's runtime is bundled into
 * the prerender chunks); a build that never saw it fails rather than quietly losing the edit.
 */
export function segmentedPageRender(): Plugin {
  return bundledModuleEdit({
    name: 'forecourt:segmented-page-render',
    module: RENDER_MODULE,
    describe: "Astro's page renderer (astro/dist/runtime/server/render/astro/render.js)",
    editedBy: 'segmented-page-render.ts',
    edit: segmentRenderer,
  });
}
