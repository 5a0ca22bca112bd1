import type { HtmlTag } from '../../../lib/html/scan-html.ts';

/**
 * The JavaScript a built page ships: what it loads as it opens (scripts, module preloads,
 * island components and renderers, and everything those import statically), and what it may
 * import later (dynamic imports, on interaction or when an island needs them).
 */

/** What a page names directly: script files, inline script text, and its islands. */
export interface PageScriptEntries {
  /** Script URLs as written in the page (script src, module preloads, island URLs). */
  srcs: string[];
  /** Inline scripts' text, only those that run as JavaScript. */
  inline: string[];
  /** How many <astro-island> elements the page has. */
  islands: number;
  /** The island component, renderer and before-hydration URLs among `srcs`. */
  islandSrcs: string[];
}

/** Types that make a <script> run; anything else (JSON-LD, import maps) is a data block. */
const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
  'application/x-javascript',
]);
const ISLAND_URLS = ['component-url', 'renderer-url', 'before-hydration-url'];

export function pageScriptEntries(tags: readonly HtmlTag[]): PageScriptEntries {
  const entries: PageScriptEntries = { srcs: [], inline: [], islands: 0, islandSrcs: [] };
  for (const { name, attrs, text } of tags) {
    if (name === 'script' && JS_TYPES.has((attrs['type'] ?? '').trim().toLowerCase())) {
      if (attrs['src']?.trim()) entries.srcs.push(attrs['src'].trim());
      else if (text?.trim()) entries.inline.push(text);
    } else if (name === 'link' && attrs['href']?.trim() && loadsScript(attrs)) {
      entries.srcs.push(attrs['href'].trim());
    } else if (name === 'astro-island') {
      entries.islands++;
      for (const attr of ISLAND_URLS) {
        const url = attrs[attr]?.trim();
        if (url) {
          entries.srcs.push(url);
          entries.islandSrcs.push(url);
        }
      }
    }
  }
  return entries;
}

function loadsScript(attrs: Record<string, string>): boolean {
  const rel = (attrs['rel'] ?? '').toLowerCase().split(/\s+/);
  // A plain preload of a script fetches it up front just as a module preload does.
  return (
    rel.includes('modulepreload') ||
    (rel.includes('preload') && (attrs['as'] ?? '').toLowerCase() === 'script')
  );
}

// Minified ES modules: `import"./a.js"`, `import{a as b}from"./a.js"`, `export*from"./a.js"`,
// `import("./a.js")` and `import(\`./a.js\`)`. The look-behind skips `x.import(` and `xfrom"`;
// a specifier starts like a path, URL or package name, so `["import","x"]` is no import.
const SIDE_EFFECT_IMPORT = /(?<![\w$.])import\s*(["'])([\w@./][^"'\s]*)\1/g;
const FROM = /(?<![\w$.])from\s*(["'])([\w@./][^"'\s]*)\1/g;
const DYNAMIC_IMPORT = /(?<![\w$.])import\s*\(\s*(["'`])([\w@./](?:(?!\$\{)[^"'`\s])*)\1\s*[,)]/g;
// A script file named by its URL in a string (`"/_astro/engine-x.js"`), as Vite's `?worker&url`
// builds are: the code imports it later through a variable, so it counts as a dynamic import.
// Only absolute paths: that is how Vite writes them, and a relative string is too often not a URL.
const SCRIPT_URL = /(["'`])(\/[^"'`\s$]*\.m?js)\1/g;

/** The module specifiers a script imports statically, and those it imports dynamically. */
export function moduleSpecifiers(code: string): { imports: string[]; dynamicImports: string[] } {
  const imports = [...code.matchAll(SIDE_EFFECT_IMPORT), ...code.matchAll(FROM)]
    .sort((a, b) => a.index - b.index)
    .map((match) => match[2] ?? '');
  const dynamicImports = [...code.matchAll(DYNAMIC_IMPORT), ...code.matchAll(SCRIPT_URL)]
    .map((match) => match[2] ?? '')
    .filter((specifier) => !imports.includes(specifier));
  return { imports: unique(imports), dynamicImports: unique(dynamicImports) };
}

/** Where an import leads: a file of this site (its URL path), another origin, or a bare name. */
export type ModuleTarget =
  | { kind: 'site'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'bare'; specifier: string };

const SITE_ORIGIN = 'http://site.invalid';

/** Resolves a specifier as the browser would, against the importing file's or page's URL path. */
export function resolveModule(specifier: string, importer: string): ModuleTarget {
  if (!/^(\.{0,2}\/|[a-z][a-z\d+.-]*:)/i.test(specifier)) return { kind: 'bare', specifier };
  const url = new URL(specifier, new URL(importer, `${SITE_ORIGIN}/`));
  if (url.origin !== SITE_ORIGIN) return { kind: 'external', url: url.href };
  return { kind: 'site', path: safeDecode(url.pathname) };
}

export interface ScriptGraph {
  /** Site paths of the files loaded as the page opens, each once. */
  upFront: string[];
  /** Files only dynamic imports reach, minus those already loaded up front. */
  later: string[];
  /** Site paths the page or its scripts name that the site does not have. */
  missing: string[];
  /** Scripts from other origins or bare specifiers: named, not measured. */
  unmeasured: string[];
}

/**
 * Walks a page's imports. `read` returns a file's text by site path, or undefined when the
 * site has no such file; `pageUrl` is the URL path the page is served at (inline scripts and
 * relative srcs resolve against it).
 */
export function walkScripts(
  entries: Pick<PageScriptEntries, 'srcs' | 'inline'>,
  pageUrl: string,
  read: (sitePath: string) => string | undefined,
): ScriptGraph {
  const upFront = new Set<string>();
  const later = new Set<string>();
  const missing = new Set<string>();
  const unmeasured = new Set<string>();

  const resolveAll = (specifiers: readonly string[], importer: string): string[] =>
    specifiers.flatMap((specifier) => {
      const target = resolveModule(specifier, importer);
      if (target.kind === 'site') return [target.path];
      unmeasured.add(target.kind === 'external' ? target.url : target.specifier);
      return [];
    });
  /** Records one file in `into` and returns its imports, or null when already seen or absent. */
  const visit = (path: string, into: Set<string>) => {
    if (upFront.has(path) || later.has(path) || missing.has(path)) return null;
    const code = read(path);
    if (code === undefined) {
      missing.add(path);
      return null;
    }
    into.add(path);
    const { imports, dynamicImports } = moduleSpecifiers(code);
    return { statics: resolveAll(imports, path), dynamics: resolveAll(dynamicImports, path) };
  };

  // Up front: the static closure of what the page names. Dynamic imports met on the way wait.
  const queue = resolveAll(entries.srcs, pageUrl);
  const dynamicRoots: string[] = [];
  for (const code of entries.inline) {
    const { imports, dynamicImports } = moduleSpecifiers(code);
    queue.push(...resolveAll(imports, pageUrl));
    dynamicRoots.push(...resolveAll(dynamicImports, pageUrl));
  }
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const found = visit(next, upFront);
    if (found) {
      queue.push(...found.statics);
      dynamicRoots.push(...found.dynamics);
    }
  }
  // Later: everything the dynamic imports reach, by either kind of import.
  for (let next = dynamicRoots.shift(); next !== undefined; next = dynamicRoots.shift()) {
    const found = visit(next, later);
    if (found) dynamicRoots.push(...found.statics, ...found.dynamics);
  }
  return {
    upFront: [...upFront],
    later: [...later],
    missing: [...missing],
    unmeasured: [...unmeasured],
  };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
