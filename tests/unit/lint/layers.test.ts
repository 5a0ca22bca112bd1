import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/server/build/paths.ts';

// The layer rules in eslint.config.js, run through ESLint's own API on snippets placed at
// virtual paths: each rule must fire where a layer reaches across, and stay quiet otherwise.

const LAYER_RULES = new Set([
  'no-restricted-imports',
  'no-restricted-syntax',
  'no-restricted-globals',
]);

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: PROJECT_ROOT });
});

interface Finding {
  rule: string | null;
  line: number;
  message: string;
}

/** The layer-rule findings for `code` linted as if it were `filePath` (relative to the root). */
async function layerFindings(filePath: string, code: string): Promise<Finding[]> {
  // An ignored path would pass every "allowed" case without linting anything.
  expect(await eslint.isPathIgnored(filePath), `${filePath} is ignored`).toBe(false);
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((m) => m.fatal);
  expect(fatal, `${filePath} did not parse`).toEqual([]);
  return messages
    .filter((m) => m.ruleId !== null && LAYER_RULES.has(m.ruleId))
    .map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

const importOf = (specifier: string) => `import x from '${specifier}';\nexport default x;\n`;

describe('src/lib is pure TypeScript', () => {
  it.each([
    'node:fs',
    'node:crypto',
    'fs',
    'fs/promises',
    'path',
    'crypto',
    'child_process',
    'react',
    'react-dom/client',
    '@nanostores/react',
    'astro',
    'astro:content',
    'astro/config',
    '@astrojs/react',
  ])('refuses %s', async (specifier) => {
    const findings = await layerFindings('src/lib/x.ts', importOf(specifier));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'no-restricted-imports', line: 1 });
    expect(findings[0]?.message).toContain('src/lib is pure TypeScript');
  });

  it('allows astro/zod, the zod the config schema is written with', async () => {
    expect(
      await layerFindings(
        'src/lib/x.ts',
        "import { z } from 'astro/zod';\nexport const s = z.string();\n",
      ),
    ).toEqual([]);
  });

  it('allows its own modules and plain packages', async () => {
    const code = [
      "import { a } from './y.ts';",
      "import { b } from '../search/page/z.ts';",
      "import { c } from '../search/client/server-client.ts';",
      "import { atom } from 'nanostores';",
      'export const all = [a, b, c, atom];',
    ].join('\n');
    expect(await layerFindings('src/lib/search/x.ts', code)).toEqual([]);
  });

  it('may not import src/server', async () => {
    const findings = await layerFindings('src/lib/x.ts', importOf('../server/y.ts'));
    expect(findings).toEqual([expect.objectContaining({ rule: 'no-restricted-imports', line: 1 })]);
    expect(findings[0]?.message).toContain('src/lib may not import src/server');
  });

  it.each([
    '../../features/search/x.ts',
    '../../components/ui/Button.astro',
    '../../layouts/SiteLayout.astro',
    '../../pages/index.astro',
  ])('may not import UI: %s', async (specifier) => {
    const findings = await layerFindings('src/lib/a/x.ts', importOf(specifier));
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toContain('src/lib may not import UI');
  });

  it('sees type-only imports, re-exports and dynamic imports too', async () => {
    const code = [
      "import type { AstroIntegration } from 'astro';",
      "export { readFile } from 'node:fs/promises';",
      "export const later = () => import('../server/y.ts');",
      "export type T = typeof import('../server/y.ts') | AstroIntegration;",
    ].join('\n');
    const findings = await layerFindings('src/lib/x.ts', code);
    expect(findings.map((f) => [f.rule, f.line])).toEqual([
      ['no-restricted-imports', 1],
      ['no-restricted-imports', 2],
      ['no-restricted-syntax', 3],
      ['no-restricted-syntax', 4],
    ]);
  });

  it.each(['Buffer', 'process', 'fetch', 'localStorage', 'document'])(
    'refuses the global %s',
    async (name) => {
      const findings = await layerFindings('src/lib/x.ts', `export const g = ${name};\n`);
      expect(findings).toEqual([expect.objectContaining({ rule: 'no-restricted-globals' })]);
    },
  );
});

describe('src/demo follows the same purity rules', () => {
  it.each(['node:crypto', 'react', 'astro', '../../server/build-clock.ts', '../../features/x.ts'])(
    'refuses %s',
    async (specifier) => {
      const findings = await layerFindings('src/demo/stock/x.ts', importOf(specifier));
      expect(findings).toHaveLength(1);
      expect(findings[0]?.message).toContain('src/demo');
    },
  );

  it('may import src/lib', async () => {
    expect(
      await layerFindings('src/demo/stock/x.ts', importOf('../../lib/stock/vehicle.ts')),
    ).toEqual([]);
  });
});

describe('src/server', () => {
  it('may import src/lib, src/demo and Node built-ins', async () => {
    const code = [
      "import { a } from '../lib/y.ts';",
      "import { b } from '../demo/stock/generate-feed.ts';",
      "import { readFile } from 'node:fs/promises';",
      'export const all = [a, b, readFile, Buffer, process];',
    ].join('\n');
    expect(await layerFindings('src/server/x.ts', code)).toEqual([]);
  });
});

describe('UI may not import src/server', () => {
  it.each([
    ['src/features/a/B.tsx', '../../server/site.ts'],
    ['src/features/search/ssr/x.ts', '../../../server/search/island-props.ts'],
    ['src/components/SharedMarkup.ts', '../server/shared-markup.ts'],
    ['src/layouts/x.ts', '../server/build-clock.ts'],
    ['src/pages/x.ts', '../server'],
  ])('%s importing %s', async (filePath, specifier) => {
    const findings = await layerFindings(filePath, importOf(specifier));
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toContain('UI (src/features');
    expect(findings[0]?.message).toContain('may not import src/server');
  });

  it('including type-only imports', async () => {
    const code = "import type { Site } from '../../server/site.ts';\nexport type S = Site;\n";
    expect(await layerFindings('src/features/a/b.ts', code)).toHaveLength(1);
  });

  it('but may import src/lib, ui primitives, and packages whose paths say server', async () => {
    const code = [
      "import { a } from '../../lib/search/client/server-client.ts';",
      "import Button from '../../components/ui/Button.astro';",
      "import react from '@astrojs/react/server.js';",
      "import { renderToString } from 'react-dom/server';",
      "import { site } from 'virtual:forecourt/site';",
      'export const all = [a, Button, react, renderToString, site];',
    ].join('\n');
    expect(await layerFindings('src/features/a/B.tsx', code)).toEqual([]);
  });
});

describe('src/components/ui holds dealer-agnostic primitives', () => {
  it('may not import src/features', async () => {
    const findings = await layerFindings(
      'src/components/ui/Button.tsx',
      importOf('../../features/x/y.ts'),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toContain('src/components/ui');
    expect(findings[0]?.message).toContain('may not import src/features');
  });

  it('nor src/server', async () => {
    const findings = await layerFindings(
      'src/components/ui/icons.ts',
      importOf('../../server/x.ts'),
    );
    expect(findings.map((f) => f.message)).toEqual([
      expect.stringContaining('may not import src/server'),
    ]);
  });

  it('may import other primitives and src/lib', async () => {
    const code =
      "import Icon from './Icon.astro';\nimport { a } from '../../lib/html/escape.ts';\nexport const all = [Icon, a];\n";
    expect(await layerFindings('src/components/ui/Card.ts', code)).toEqual([]);
  });
});

describe('.astro files: frontmatter and bundled scripts are linted too', () => {
  const page = [
    '---',
    "import Layout from '../layouts/SiteLayout.astro';",
    "import { site } from '../server/site.ts';",
    "if (!site) return Astro.redirect('/');",
    '---',
    '<Layout>{site.dealer.name}</Layout>',
    '<script type="application/ld+json" is:inline set:html={site} />',
    "<script is:inline>import('../server/ignored-inline.ts');</script>",
    '<script>',
    "  import { a } from '../server/client.ts';",
    '  a();',
    '</script>',
  ].join('\n');

  it('reports frontmatter and bundled-script imports at their own lines', async () => {
    const findings = await layerFindings('src/pages/x.astro', page);
    expect(findings.map((f) => [f.rule, f.line])).toEqual([
      ['no-restricted-imports', 3],
      ['no-restricted-imports', 10],
    ]);
  });

  it('applies the ui primitive rule to .astro primitives', async () => {
    const code = "---\nimport Menu from '../../features/header/Menu.astro';\n---\n<Menu />\n";
    const findings = await layerFindings('src/components/ui/Card.astro', code);
    expect(findings.map((f) => f.message)).toEqual([
      expect.stringContaining('may not import src/features'),
    ]);
  });

  it('treats .astro files in src/integrations as UI, but not its .ts integrations', async () => {
    const code = "---\nimport { x } from '../server/y.ts';\n---\n<p>{x}</p>\n";
    expect(await layerFindings('src/integrations/not-found-page.astro', code)).toHaveLength(1);
    expect(await layerFindings('src/integrations/x.ts', importOf('../server/y.ts'))).toEqual([]);
  });

  it('lints a file without frontmatter or scripts as nothing', async () => {
    expect(await layerFindings('src/pages/plain.astro', '<p>Hello</p>\n')).toEqual([]);
  });
});

describe('private package paths are imported only in src/adapters', () => {
  const privatePaths = [
    'astro/runtime/server/index.js',
    'astro/dist/core/render/index.js',
    '@astrojs/react/dist/server.js',
    'instantsearch.js/es/lib/server.js',
    'instantsearch.js/es/lib/routers/history.js',
    'instantsearch.js/cjs/lib/server.js',
    'react-instantsearch-core/dist/es/lib/useSearchState.js',
    'algoliasearch-helper/src/SearchResults/index.js',
  ];

  it.each(privatePaths)('refuses %s outside src/adapters', async (specifier) => {
    const findings = await layerFindings('src/features/search/ssr/x.tsx', importOf(specifier));
    expect(findings).toEqual([expect.objectContaining({ rule: 'no-restricted-imports', line: 1 })]);
    expect(findings[0]?.message).toContain('may be imported only in src/adapters');
  });

  it.each([
    'src/components/SharedMarkup.ts',
    'src/components/ui/x.ts',
    'src/layouts/x.ts',
    'src/pages/x.ts',
    'src/server/build/x.ts',
    'src/integrations/x.ts',
    'src/x.ts',
    'scripts/x.ts',
  ])('in every part of src and scripts: %s', async (filePath) => {
    const findings = await layerFindings(filePath, importOf('astro/runtime/server/index.js'));
    expect(findings.map((f) => f.message)).toEqual([
      expect.stringContaining('may be imported only in src/adapters'),
    ]);
  });

  it('in src/lib and src/demo too, on top of their own rules', async () => {
    for (const filePath of ['src/lib/x.ts', 'src/demo/x.ts']) {
      const findings = await layerFindings(filePath, importOf('instantsearch.js/es/lib/server.js'));
      expect(findings.map((f) => f.message)).toEqual([
        expect.stringContaining('may be imported only in src/adapters'),
      ]);
    }
  });

  it('in .astro frontmatter, type-only imports and dynamic imports', async () => {
    const page = "---\nimport { renderSlot } from 'astro/runtime/server/index.js';\n---\n<p />\n";
    expect(await layerFindings('src/layouts/X.astro', page)).toHaveLength(1);
    const code = [
      "import type { IndexWidget } from 'instantsearch.js/es/types/index.js';",
      "import type { SlotString } from 'astro/runtime/server/render/slot.js';",
      "export const later = () => import('instantsearch.js/es/lib/server.js');",
      "export type T = typeof import('astro/dist/core/app/index.js') | IndexWidget | SlotString;",
    ].join('\n');
    const findings = await layerFindings('src/features/a/x.ts', code);
    expect(findings.map((f) => [f.rule, f.line])).toEqual([
      ['no-restricted-imports', 2],
      ['no-restricted-syntax', 3],
      ['no-restricted-syntax', 4],
    ]);
  });

  it('allows documented package entry points everywhere', async () => {
    const code = [
      "import instantsearch from 'instantsearch.js';",
      "import { connectHits } from 'instantsearch.js/es/connectors/index.js';",
      "import { getServerState } from 'react-instantsearch';",
      "import { experimental_AstroContainer } from 'astro/container';",
      "import type { HTMLAttributes } from 'astro/types';",
      "import react from '@astrojs/react/server.js';",
      'export const all = [instantsearch, connectHits, getServerState, experimental_AstroContainer, react];',
      'export type H = HTMLAttributes<"a">;',
    ].join('\n');
    expect(await layerFindings('src/features/a/x.ts', code)).toEqual([]);
  });

  it.each(privatePaths)('allows %s in src/adapters', async (specifier) => {
    expect(await layerFindings('src/adapters/astro/x.ts', importOf(specifier))).toEqual([]);
  });

  it('keeps src/adapters below the site: no src/server, integrations or UI', async () => {
    for (const specifier of [
      '../../server/x.ts',
      '../../features/x/y.ts',
      '../../components/x.ts',
    ]) {
      const findings = await layerFindings('src/adapters/astro/x.ts', importOf(specifier));
      expect(findings.map((f) => f.message)).toEqual([
        expect.stringContaining('src/adapters holds thin wrappers of packages'),
      ]);
    }
    expect(await layerFindings('src/adapters/astro/x.ts', importOf('./y.ts'))).toEqual([]);
  });

  it('refuses the private router path in the search routing too: it has an adapter', async () => {
    const routing = 'src/features/search/page/routing.ts';
    expect(
      await layerFindings(routing, importOf('instantsearch.js/es/lib/routers/history.js')),
    ).toHaveLength(1);
    expect(
      await layerFindings(routing, importOf('../../../adapters/instantsearch/history-router.ts')),
    ).toEqual([]);
  });
});
