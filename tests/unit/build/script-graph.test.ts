import { describe, expect, it } from 'vitest';
import { scanHtml } from '../../../src/lib/html/scan-html.ts';
import {
  moduleSpecifiers,
  pageScriptEntries,
  resolveModule,
  walkScripts,
} from '../../../src/server/build/bench/script-graph.ts';

describe('pageScriptEntries', () => {
  it('collects script srcs, module preloads, island URLs and JS inline scripts', () => {
    const entries = pageScriptEntries(
      scanHtml(`
        <link rel="modulepreload" href="/_astro/pre.js">
        <link rel="preload" as="script" href="/_astro/plain.js">
        <link rel="preload" as="font" href="/font.woff2"><link rel="stylesheet" href="/a.css">
        <script type="module" src="/_astro/entry.js"></script>
        <script type="module">import "/_astro/inline-dep.js";</script>
        <script>(()=>{self.Astro={}})()</script>
        <script type="application/ld+json">{"@type":"AutoDealer"}</script>
        <script type="importmap">{"imports":{}}</script>
        <script type="text/JavaScript"> go() </script>
        <script>   </script>
        <astro-island component-url="/_astro/Search.js" renderer-url="/_astro/client.js" before-hydration-url="" client="idle"></astro-island>
        <astro-island component-url="/_astro/Bar.js" renderer-url="/_astro/client.js"></astro-island>`),
    );
    expect(entries.srcs).toEqual([
      '/_astro/pre.js',
      '/_astro/plain.js',
      '/_astro/entry.js',
      '/_astro/Search.js',
      '/_astro/client.js',
      '/_astro/Bar.js',
      '/_astro/client.js',
    ]);
    expect(entries.inline).toEqual([
      'import "/_astro/inline-dep.js";',
      '(()=>{self.Astro={}})()',
      ' go() ',
    ]);
    expect(entries.islands).toBe(2);
    expect(entries.islandSrcs).toEqual([
      '/_astro/Search.js',
      '/_astro/client.js',
      '/_astro/Bar.js',
      '/_astro/client.js',
    ]);
  });

  it('finds nothing on a page without scripts', () => {
    expect(pageScriptEntries(scanHtml('<p>Finance</p><img src="/a.png">'))).toEqual({
      srcs: [],
      inline: [],
      islands: 0,
      islandSrcs: [],
    });
  });

  it('takes a before-hydration script when Astro writes one', () => {
    const entries = pageScriptEntries(
      scanHtml('<astro-island component-url="/c.js" before-hydration-url="/bh.js">'),
    );
    expect(entries.islandSrcs).toEqual(['/c.js', '/bh.js']);
  });
});

describe('moduleSpecifiers', () => {
  it('reads the static imports of minified modules in source order', () => {
    const code =
      'import{n as e,r as t}from"./react.js";import"./side.js";import x from \'./default.js\';' +
      'export*from"./all.js";export{a as b}from"./re.js";import * as ns from "./ns.js"';
    expect(moduleSpecifiers(code).imports).toEqual([
      './react.js',
      './side.js',
      './default.js',
      './all.js',
      './re.js',
      './ns.js',
    ]);
  });

  it('reads dynamic imports with quotes or backticks, with or without options', () => {
    const code =
      'e??=import(`/_astro/autocomplete-entry.js`).catch(()=>{});' +
      'const m=()=>import("./engine.js"),n=import( \'./b.js\' ,{with:{}});';
    expect(moduleSpecifiers(code)).toEqual({
      imports: [],
      dynamicImports: ['/_astro/autocomplete-entry.js', './engine.js', './b.js'],
    });
  });

  it('ignores what only looks like an import', () => {
    const code =
      'Array.from("abc");obj.import("./not.js");obj.from"./no.js";datafrom\'./no.js\';' +
      '$import"./no.js";const from=1;x.from`y`;' +
      'import.meta.url;import(`./${name}.js`);import(variable);reimport("./no.js");' +
      'const transform="./no.js";const k=["import","./no.js"],j={from:"x"},i=["from",\'y\']';
    expect(moduleSpecifiers(code)).toEqual({ imports: [], dynamicImports: [] });
  });

  it('counts a script named by its site URL in a string as imported later', () => {
    // Vite's `?worker&url` output, imported through a variable.
    const code =
      'var Ei=`/_astro/algolia-lite-B.js`,Di="/_astro/embedded-engine-C.js";' +
      'import(Di);const img="/media/car.svg",rel="./not-a-url.js",tpl=`/x/${a}.js`';
    expect(moduleSpecifiers(code)).toEqual({
      imports: [],
      dynamicImports: ['/_astro/algolia-lite-B.js', '/_astro/embedded-engine-C.js'],
    });
  });

  it('does not count a static import again as named by URL', () => {
    expect(moduleSpecifiers('import"/_astro/a.js";const u="/_astro/b.js"')).toEqual({
      imports: ['/_astro/a.js'],
      dynamicImports: ['/_astro/b.js'],
    });
  });

  it('lists each specifier once', () => {
    const code = 'import"./a.js";import{b}from"./a.js";import("./c.js");import(`./c.js`)';
    expect(moduleSpecifiers(code)).toEqual({ imports: ['./a.js'], dynamicImports: ['./c.js'] });
  });
});

describe('resolveModule', () => {
  it('resolves relative and absolute paths against the importer', () => {
    expect(resolveModule('./b.js', '/_astro/a.js')).toEqual({ kind: 'site', path: '/_astro/b.js' });
    expect(resolveModule('../x/c.js?v=1#h', '/_astro/deep/a.js')).toEqual({
      kind: 'site',
      path: '/_astro/x/c.js',
    });
    expect(resolveModule('/_astro/d.js', '/search/new-cars')).toEqual({
      kind: 'site',
      path: '/_astro/d.js',
    });
    expect(resolveModule('./e.js', '/search/new-cars')).toEqual({
      kind: 'site',
      path: '/search/e.js',
    });
    expect(resolveModule('../../../up.js', '/a.js')).toEqual({ kind: 'site', path: '/up.js' });
    expect(resolveModule('./a%20b.js', '/_astro/x.js')).toEqual({
      kind: 'site',
      path: '/_astro/a b.js',
    });
  });

  it('tells other origins and bare names apart from site files', () => {
    expect(resolveModule('https://cdn.example/x.js', '/a.js')).toEqual({
      kind: 'external',
      url: 'https://cdn.example/x.js',
    });
    expect(resolveModule('//cdn.example/y.js', '/a.js')).toEqual({
      kind: 'external',
      url: 'http://cdn.example/y.js',
    });
    expect(resolveModule('react', '/a.js')).toEqual({ kind: 'bare', specifier: 'react' });
  });
});

/** A reader over an in-memory site. */
const site =
  (files: Record<string, string>) =>
  (sitePath: string): string | undefined =>
    files[sitePath];

describe('walkScripts', () => {
  const files = {
    '/_astro/Island.js':
      'import{a}from"./shared.js";import"./side.js";const l=()=>import(`./lazy.js`)',
    '/_astro/client.js': 'import{r}from"./react.js";',
    '/_astro/react.js': 'export const r=1',
    '/_astro/shared.js': 'import{r}from"./react.js";export const a=2',
    '/_astro/side.js': 'console.log(1)',
    '/_astro/lazy.js': 'import{a}from"./shared.js";import"./lazy-dep.js";import("./lazier.js")',
    '/_astro/lazy-dep.js': 'export{}',
    '/_astro/lazier.js': 'export{}',
    '/_astro/autocomplete.js': 'import{a}from"./shared.js";import("./lazy.js")',
  };

  it('loads the static closure up front and the rest of what dynamic imports reach later', () => {
    const graph = walkScripts(
      { srcs: ['/_astro/Island.js', '/_astro/client.js'], inline: [] },
      '/search/new-cars',
      site(files),
    );
    expect(graph.upFront).toEqual([
      '/_astro/Island.js',
      '/_astro/client.js',
      '/_astro/shared.js',
      '/_astro/side.js',
      '/_astro/react.js',
    ]);
    expect(graph.later).toEqual(['/_astro/lazy.js', '/_astro/lazy-dep.js', '/_astro/lazier.js']);
    expect(graph.missing).toEqual([]);
    expect(graph.unmeasured).toEqual([]);
  });

  it('follows inline scripts from the page URL and counts every file once', () => {
    const graph = walkScripts(
      {
        srcs: ['/_astro/client.js', '/_astro/client.js'],
        inline: [
          'import"/_astro/react.js";e??=import(`/_astro/autocomplete.js`)',
          'import(`../_astro/autocomplete.js`)',
        ],
      },
      '/finance',
      site(files),
    );
    expect(graph.upFront).toEqual(['/_astro/client.js', '/_astro/react.js']);
    expect(graph.later).toEqual([
      '/_astro/autocomplete.js',
      '/_astro/shared.js',
      '/_astro/lazy.js',
      '/_astro/lazy-dep.js',
      '/_astro/lazier.js',
    ]);
  });

  it('does not count later what is already loaded up front', () => {
    const graph = walkScripts(
      { srcs: ['/_astro/Island.js', '/_astro/lazy-dep.js'], inline: [] },
      '/',
      site(files),
    );
    expect(graph.upFront).toContain('/_astro/lazy-dep.js');
    expect(graph.later).toEqual(['/_astro/lazy.js', '/_astro/lazier.js']);
  });

  it('reports files the site lacks and scripts it cannot measure, and survives cycles', () => {
    const graph = walkScripts(
      {
        srcs: ['/_astro/a.js', 'https://www.googletagmanager.com/gtm.js', '/_astro/gone.js'],
        inline: ['import "lit"'],
      },
      '/',
      site({
        '/_astro/a.js': 'import"./b.js";import("./gone-later.js")',
        '/_astro/b.js': 'import"./a.js"',
      }),
    );
    expect(graph.upFront).toEqual(['/_astro/a.js', '/_astro/b.js']);
    expect(graph.later).toEqual([]);
    expect(graph.missing).toEqual(['/_astro/gone.js', '/_astro/gone-later.js']);
    expect(graph.unmeasured).toEqual(['https://www.googletagmanager.com/gtm.js', 'lit']);
  });

  it('ships nothing for a page without scripts', () => {
    expect(walkScripts({ srcs: [], inline: [] }, '/terms', site(files))).toEqual({
      upFront: [],
      later: [],
      missing: [],
      unmeasured: [],
    });
  });
});
