// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------
// Layers (README "Project structure", DESIGN.md §5). Each rule below names the layer, what it
// may not import and why. Imports are matched as written: files import each other with
// relative paths, so a layer is matched as a path segment of a relative (or `/src/…`)
// specifier, e.g. `../../server/x.ts`. A package path such as `astro/runtime/server/…` is not a
// layer. The catch: a nested folder named like a layer (`server`, `features`, `components`,
// `layouts`, `pages`) would be flagged wherever it is, so don't name one that way.
// ---------------------------------------------------------------------------------------------

const SOURCE = '{js,mjs,cjs,jsx,ts,mts,cts,tsx}';
/** Source files under a folder, including the code blocks of .astro files (see astroBlocks). */
const under = (/** @type {string} */ dir) => [`${dir}/**/*.${SOURCE}`, `${dir}/**/*.astro/*.ts`];

/** A relative or root-absolute (`/src/…`) specifier that reaches into one of the layer folders. */
const layerImport = (/** @type {string[]} */ ...dirs) =>
  `^(?:\\.{1,2}/(?:.*/)?|/src/)(?:${dirs.join('|')})(?:/|$)`;

const nodeBuiltinRoots = [
  ...new Set(
    builtinModules.filter((name) => !name.startsWith('node:')).map((name) => name.split('/')[0]),
  ),
];

/**
 * @typedef {{ regex: string, message: string }} Forbidden
 * One forbidden import: a regular expression over the specifier as written, and why.
 */

/**
 * Private and deep paths of the packages the site stands on: reachable, undocumented, free to
 * change in any release. Only src/adapters imports them, each through one thin module with a
 * contract test (tests/unit/adapters), so an upgrade that breaks one fails there first.
 */
const privateApiImports = () =>
  /** @type {Forbidden[]} */ ([
    {
      regex: `^(?:astro/(?:runtime|dist)|@astrojs/[^/]+/dist|instantsearch\\.js/(?:es|cjs)/lib|react-instantsearch(?:-core)?/dist|algoliasearch-helper/src)(?:/.*)?$`,
      message:
        'A private or deep path of a package (astro/runtime/*, astro/dist/*, instantsearch.js/es/lib/*, …) may be imported only in src/adapters: use the adapter module that wraps it (src/adapters/astro, src/adapters/instantsearch), or add one, with a contract test in tests/unit/adapters that fails when an upgrade changes what the site relies on.',
    },
  ]);

/** The imports src/lib and src/demo may not make: they are pure TypeScript. */
const pureLayerImports = (/** @type {string} */ layer) =>
  /** @type {Forbidden[]} */ ([
    ...privateApiImports(),
    {
      regex: `^(?:node:.*|(?:${nodeBuiltinRoots.join('|')})(?:/.*)?)$`,
      message: `${layer} is pure TypeScript: no Node built-ins (node:*, fs, path, crypto, …), so its rules run in the browser and in tests without I/O. Do the I/O in src/server and pass the result in as an argument.`,
    },
    {
      // astro/zod is the one exception: the dealer config schema (src/lib/config) is written with
      // the zod Astro bundles, so config parsing and Astro share a single zod.
      regex: '^(?!astro/zod$)(?:astro|@astrojs/[^/]+)(?:[/:].*)?$',
      message: `${layer} is pure TypeScript: no Astro (astro, astro:*, @astrojs/*; only astro/zod, the zod the config schema is written with), so its rules do not depend on the renderer. Do Astro work in a page or feature and pass the data in.`,
    },
    {
      regex: '^(?:react|react-dom|react-instantsearch(?:-core)?|@nanostores/react|preact)(?:/.*)?$',
      message: `${layer} is pure TypeScript: no React, so its rules run without a renderer and stay unit-testable. Components and hooks belong in src/features or src/components/ui, which call ${layer}.`,
    },
    {
      regex: layerImport('server'),
      message: `${layer} may not import src/server: src/server is Node-side I/O built on top of ${layer}, not the other way round. Pass what it loads in as arguments.`,
    },
    {
      regex: layerImport('features', 'components', 'layouts', 'pages'),
      message: `${layer} may not import UI (src/features, src/components, src/layouts, src/pages): UI is built on ${layer}, not the other way round. Move the shared logic down into src/lib.`,
    },
  ]);

/** Globals that mean Node or I/O; src/lib and src/demo take I/O in as arguments instead. */
const impureGlobals = [
  ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global'],
  ...['fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage', 'sessionStorage', 'indexedDB'],
  ...['window', 'document', 'navigator'],
];

/** src/adapters wraps packages for the rest of the code, and knows nothing of the site above it. */
const adapterImports = /** @type {Forbidden[]} */ ([
  {
    regex: layerImport('server', 'features', 'components', 'layouts', 'pages', 'integrations'),
    message:
      'src/adapters holds thin wrappers of packages (their private paths behind our own types): it may not import src/server, src/integrations or UI, which are built on it. Keep site logic where the adapter is used.',
  },
]);

/** UI may not import src/server. */
const uiImports = /** @type {Forbidden[]} */ ([
  {
    regex: layerImport('server'),
    message:
      "UI (src/features, src/components, src/layouts, src/pages, src/integrations/*.astro) may not import src/server: that is Node-side I/O (build loop, local server, index emission) and must stay out of pages and island bundles. Read the prepared site from 'virtual:forecourt/site'; put pure logic in src/lib.",
  },
]);

/** src/components/ui: dealer-agnostic primitives. */
const uiPrimitiveImports = /** @type {Forbidden[]} */ ([
  ...uiImports,
  {
    regex: layerImport('features'),
    message:
      'src/components/ui holds dealer-agnostic primitives that only take props: it may not import src/features (features are built from ui primitives, not the reverse). Pass what the primitive needs in as props.',
  },
]);

/**
 * The rules for a list of forbidden imports: static imports and re-exports through
 * no-restricted-imports; `import('…')` and `typeof import('…')`, which that rule does not see,
 * through no-restricted-syntax. Rule options replace each other across config objects, so each
 * file area gets exactly one list.
 * @param {Forbidden[]} forbidden
 * @returns {import('eslint').Linter.RulesRecord}
 */
function forbidImports(forbidden) {
  const selectorRegex = (/** @type {string} */ regex) => regex.replaceAll('/', '\\/');
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map(({ regex, message }) => ({ regex, message, caseSensitive: true })),
      },
    ],
    'no-restricted-syntax': [
      'error',
      ...forbidden.flatMap(({ regex, message }) => [
        { selector: `ImportExpression[source.value=/${selectorRegex(regex)}/]`, message },
        { selector: `TSImportType[source.value=/${selectorRegex(regex)}/]`, message },
      ]),
    ],
  };
}

/** @returns {import('eslint').Linter.Config} */
const pureLayer = (/** @type {string} */ layer) => ({
  files: under(layer),
  rules: {
    ...forbidImports(pureLayerImports(layer)),
    'no-restricted-globals': [
      'error',
      ...impureGlobals.map((name) => ({
        name,
        message: `${layer} is pure TypeScript: no Node or I/O globals (process, Buffer, fetch, localStorage, document, …). Take what it needs in as an argument; do Node work in src/server.`,
      })),
    ],
  },
});

/**
 * ESLint has no .astro parser here (eslint-plugin-astro is not a dependency), so this processor
 * hands it each .astro file's frontmatter and its bundled `<script>` blocks (those without
 * attributes; any attribute makes Astro leave a script inline and unbundled) as TypeScript,
 * linted as `<file>.astro/0_frontmatter.ts` and `<file>.astro/<n>_script.ts`. Everything else
 * is blanked to spaces, so lines and columns stay the file's own.
 */
const astroBlocks = {
  meta: { name: 'forecourt/astro-blocks' },
  preprocess(/** @type {string} */ text) {
    const blank = (/** @type {string} */ s) => s.replace(/[^\r\n]/g, ' ');
    const only = (/** @type {number} */ start, /** @type {number} */ end) =>
      blank(text.slice(0, start)) + text.slice(start, end) + blank(text.slice(end));
    const blocks = [];
    let templateStart = 0;
    // Astro's frontmatter fence opens the file; the block runs to the next line that is `---`.
    const opening = /^\s*---[^\S\r\n]*\r?\n/.exec(text);
    const length = opening ? text.slice(opening[0].length).search(/^---/m) : -1;
    if (opening && length >= 0) {
      const start = opening[0].length;
      blocks.push({ text: only(start, start + length), filename: 'frontmatter.ts' });
      templateStart = start + length + 3;
    }
    const openTag = /<script\b([^>]*)>/g;
    openTag.lastIndex = templateStart;
    for (let tag = openTag.exec(text); tag; tag = openTag.exec(text)) {
      if ((tag[1] ?? '').trim().endsWith('/')) continue;
      const start = tag.index + tag[0].length;
      const end = text.indexOf('</script>', start);
      if (end < 0) break;
      if ((tag[1] ?? '').trim() === '')
        blocks.push({ text: only(start, end), filename: 'script.ts' });
      openTag.lastIndex = end;
    }
    return blocks;
  },
  postprocess(/** @type {import('eslint').Linter.LintMessage[][]} */ messages) {
    return messages.flat();
  },
};

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/.astro/**',
      '**/.cache/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        // Node and browser globals used across scripts, servers and islands.
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        Buffer: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        localStorage: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.astro'],
    processor: astroBlocks,
  },
  {
    // Frontmatter names are used by the template, which this lint does not see.
    files: ['**/*.astro/*_frontmatter.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // Everywhere in src/ and scripts/ (the layers below repeat it in their own lists).
    files: [...under('src'), ...under('scripts')],
    rules: forbidImports(privateApiImports()),
  },
  pureLayer('src/lib'),
  pureLayer('src/demo'),
  {
    files: [
      ...under('src/features'),
      ...under('src/components'),
      ...under('src/layouts'),
      ...under('src/pages'),
      'src/integrations/**/*.astro/*.ts',
    ],
    rules: forbidImports([...uiImports, ...privateApiImports()]),
  },
  {
    files: under('src/components/ui'),
    rules: forbidImports([...uiPrimitiveImports, ...privateApiImports()]),
  },
  {
    files: under('src/adapters'),
    rules: forbidImports(adapterImports),
  },
);
