import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIXED_PAGE_TABLE, RESERVED_SECTIONS } from '../../../src/lib/content/index.ts';

/** The route files of src/pages, relative and with '/' separators, e.g. 'brands/[slug].astro'. */
const PAGES_DIR = fileURLToPath(new URL('../../../src/pages/', import.meta.url));
const routeFiles = readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /\.(astro|ts|js|md|mdx|html)$/.test(file))
  .sort();

/** The path Astro serves a static route file at: 'finance.astro' → '/finance', 'index.astro' → '/'. */
function servedPath(file: string): string {
  const route = file.replace(/\.[a-z]+$/, '').replace(/(^|\/)index$/, '');
  return `/${route}`.replace(/\/$/, '') || '/';
}

const isDynamic = (file: string) => file.includes('[');

describe('fixed pages and the route files of src/pages', () => {
  it('has a static route file for exactly the fixed pages built by a route file of their own', () => {
    const served = routeFiles.filter((file) => !isDynamic(file)).map(servedPath);
    const table = FIXED_PAGE_TABLE.filter((page) => page.route === 'file').map((page) => page.path);
    expect(served.sort()).toEqual([...table].sort());
  });

  it('keeps every other route file inside a reserved section, apart from the two top-level routes', () => {
    // A route under a section no one reserved would let a dealer's page claim its paths too.
    const outside = routeFiles
      .filter(isDynamic)
      .filter((file) => !['[...path].astro', '[...savedCarsPage].astro'].includes(file))
      .filter((file) => {
        const section = `/${file.split('/')[0]}`;
        return !(RESERVED_SECTIONS as readonly string[]).includes(section);
      });
    expect(outside).toEqual([]);
  });

  it('keeps route files thin: they render feature pages, with no layout or styles of their own', () => {
    // 404.astro renders the themed not-found page of src/components/ui, a whole page as it is.
    const uiPages = new Set(['../components/ui/NotFound.astro']);
    for (const file of routeFiles.filter((f) => f.endsWith('.astro'))) {
      const source = readFileSync(`${PAGES_DIR}${file}`, 'utf8');
      const components = [...source.matchAll(/from '([^']+\.astro)'/g)].map((m) => m[1] ?? '');
      expect({
        file,
        style: /<style\b/.test(source),
        others: components.filter(
          (c) => !/\/features\/[^']+Page\.astro$/.test(c) && !uiPages.has(c),
        ),
      }).toEqual({ file, style: false, others: [] });
    }
  });
});

describe('FIXED_PAGE_TABLE', () => {
  it('lists each path once', () => {
    const paths = FIXED_PAGE_TABLE.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves the data-dependent pages to the data-pages route', () => {
    expect(
      FIXED_PAGE_TABLE.filter((page) => page.route === 'data-pages').map((page) => [
        page.path,
        page.kind,
      ]),
    ).toEqual([
      ['/models', 'models'],
      ['/special-offers', 'special-offers'],
    ]);
  });
});
