import { readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroInlineConfig } from 'astro';
import type { BundleInternals, RestoredBundle } from './kept-bundle.ts';

/**
 * Astro's build without its Vite step: the same configuration, routes, integration hooks and
 * static generation as `build()` from 'astro' (node_modules/astro/dist/core/build/index.js,
 * AstroBuilder), run on a server bundle and assets already in the output directory
 * (kept-bundle.ts) instead of ones Vite builds. Vite is most of a build's fixed cost
 * (about 2.5 s here) and makes the same bundle for every build of the same code.
 *
 * Astro exports none of these steps, so they are imported from its files by path. The project
 * pins Astro's version (package-lock.json is part of the project fingerprint, which keys the
 * bundle), and tests/integration/build/kept-bundle.test.ts checks that a site built this way
 * is byte for byte the site `build()` makes; an Astro upgrade that changes these steps fails
 * that test rather than a dealer's site.
 */
export async function buildFromKeptBundle(
  inlineConfig: AstroInlineConfig,
  bundle: RestoredBundle,
): Promise<void> {
  const astro = await astroSteps();
  astro.ensureProcessNodeEnv('production');
  const { astroConfig } = await astro.resolveConfig(inlineConfig, 'build');
  const logger = await astro.loadOrCreateNodeLogger(astroConfig, inlineConfig);
  let settings = await astro.createSettings(
    astroConfig,
    inlineConfig.logLevel,
    fileURLToPath(astroConfig.root),
  );
  settings = await astro.runHookConfigSetup({ settings, command: 'build', logger });
  settings.buildOutput = 'static';
  const routesList = await astro.createRoutesList({ settings }, logger);
  await astro.runHookConfigDone({ settings, logger, command: 'build' });
  await astro.runHookBuildStart({ settings, logger });
  const { allPages } = astro.collectPagesData({ settings, logger, manifest: routesList });

  const internals = astro.createBuildInternals();
  for (const pageData of Object.values(allPages)) {
    const moduleUrl = new URL(`./${pageData.component}`, settings.config.root);
    astro.trackPageData(
      internals,
      pageData.component,
      pageData,
      `/${pageData.component}`,
      moduleUrl,
    );
    pageData.styles = bundle.pageStyles[pageData.key] ?? [];
  }
  internals.prerenderEntryFileName = bundle.entryFileName;
  for (const [specifier, file] of bundle.entrySpecifiers) {
    internals.entrySpecifierToBundleMap.set(specifier, file);
  }

  const pageNames: string[] = [];
  const site = settings.config.site;
  const options = {
    allPages,
    settings,
    logger,
    routesList,
    runtimeMode: 'production',
    origin: site ? new URL(site).origin : `http://localhost:${settings.config.server.port}`,
    pageNames,
    viteConfig: {},
    key: astro.createKey(),
    force: false,
  };
  const prerenderDir = pathToFileURL(bundle.prerenderDir + path.sep);
  try {
    await astro.generatePages(options, internals, prerenderDir);
  } finally {
    // Not part of the site, whichever way generation ends.
    await rm(prerenderDir, { recursive: true, force: true });
  }
  await astro.runHookBuildDone({
    settings,
    pages: pageNames,
    routes: Object.values(allPages).map((pageData) => pageData.route),
    logger,
  });
}

/**
 * Watches for what generation is told of the Vite build it runs on, so a kept bundle can tell
 * a later build the same (BundleInternals). Called once Vite's output is in `outDir` and
 * before Astro loads the prerender entry: the entry is loaded here first (Astro then gets the
 * same module) and its app's `setInternals`, which Astro calls as it loads, is watched. The
 * function returned gives what was seen, or null if Astro did not call it.
 */
export async function watchBundleInternals(outDir: string): Promise<() => BundleInternals | null> {
  const prerenderDir = path.join(outDir, '.prerender');
  const names = await readdir(prerenderDir).catch(() => []);
  const entryName = names.find(
    (name) => name.startsWith('prerender-entry') && name.endsWith('.mjs'),
  );
  if (!entryName) return () => null;
  const entry = (await import(pathToFileURL(path.join(prerenderDir, entryName)).href)) as {
    app?: { setInternals?: (internals: AstroBuildInternals) => void };
  };
  const app = entry.app;
  const setInternals = app?.setInternals;
  if (!app || typeof setInternals !== 'function') return () => null;
  let seen: BundleInternals | null = null;
  app.setInternals = (internals) => {
    seen = bundleInternalsOf(internals);
    setInternals.call(app, internals);
  };
  return () => seen;
}

/** True when the Astro installed has every step buildFromKeptBundle takes. */
export async function keptBundleStepsAvailable(): Promise<boolean> {
  return astroSteps().then(
    (found) => Object.values(found).every((step) => typeof step === 'function'),
    () => false,
  );
}

function bundleInternalsOf(internals: AstroBuildInternals): BundleInternals | null {
  const entryFileName = internals.prerenderEntryFileName;
  if (!entryFileName) return null;
  const pageStyles: Record<string, unknown[]> = {};
  for (const [key, pageData] of internals.pagesByKeys) pageStyles[key] = pageData.styles;
  return {
    entryFileName,
    // A copy as it is now: rendering sorts each page's styles in place.
    pageStyles: JSON.parse(JSON.stringify(pageStyles)) as Record<string, unknown[]>,
    entrySpecifiers: [...internals.entrySpecifierToBundleMap],
  };
}

/** The parts of Astro's build internals a kept bundle carries. */
export interface AstroBuildInternals {
  prerenderEntryFileName?: string;
  entrySpecifierToBundleMap: Map<string, string>;
  pagesByKeys: Map<string, { styles: unknown[] }>;
}

interface PageData {
  key: string;
  component: string;
  route: unknown;
  styles: unknown[];
}

interface Settings {
  config: { root: URL; outDir: URL; site?: string; server: { port: number } };
  buildOutput?: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Astro's internal signatures, untyped */
interface AstroSteps {
  ensureProcessNodeEnv(env: string): void;
  resolveConfig(config: AstroInlineConfig, command: string): Promise<{ astroConfig: any }>;
  loadOrCreateNodeLogger(config: any, inline: AstroInlineConfig): Promise<unknown>;
  createSettings(config: any, logLevel: unknown, root: string): Promise<Settings>;
  runHookConfigSetup(input: {
    settings: Settings;
    command: string;
    logger: unknown;
  }): Promise<Settings>;
  createRoutesList(input: { settings: Settings }, logger: unknown): Promise<unknown>;
  runHookConfigDone(input: { settings: Settings; logger: unknown; command: string }): Promise<void>;
  runHookBuildStart(input: { settings: Settings; logger: unknown }): Promise<void>;
  collectPagesData(input: { settings: Settings; logger: unknown; manifest: unknown }): {
    allPages: Record<string, PageData>;
  };
  createBuildInternals(): AstroBuildInternals;
  trackPageData(
    internals: unknown,
    component: string,
    pageData: PageData,
    id: string,
    url: URL,
  ): void;
  createKey(): Promise<unknown>;
  generatePages(options: unknown, internals: unknown, prerenderDir: URL): Promise<void>;
  runHookBuildDone(input: {
    settings: Settings;
    pages: string[];
    routes: unknown[];
    logger: unknown;
  }): Promise<void>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

let steps: Promise<AstroSteps> | undefined;

/** Astro's build steps, from the Astro this project runs (the files `build()` itself uses). */
function astroSteps(): Promise<AstroSteps> {
  steps ??= (async () => {
    const astroPackage = pathToFileURL(
      createRequire(import.meta.url).resolve('astro/package.json'),
    );
    const from = (file: string) => import(new URL(`./dist/${file}`, astroPackage).href);
    const [
      config,
      logger,
      settings,
      hooks,
      routing,
      pageData,
      internal,
      encryption,
      generate,
      util,
    ] = await Promise.all([
      from('./core/config/config.js'),
      from('./core/logger/load.js'),
      from('./core/config/settings.js'),
      from('./integrations/hooks.js'),
      from('./core/routing/create-manifest.js'),
      from('./core/build/page-data.js'),
      from('./core/build/internal.js'),
      from('./core/encryption.js'),
      from('./core/build/generate.js'),
      from('./core/util.js'),
    ]);
    return {
      ensureProcessNodeEnv: util.ensureProcessNodeEnv,
      resolveConfig: config.resolveConfig,
      loadOrCreateNodeLogger: logger.loadOrCreateNodeLogger,
      createSettings: settings.createSettings,
      runHookConfigSetup: hooks.runHookConfigSetup,
      createRoutesList: routing.createRoutesList,
      runHookConfigDone: hooks.runHookConfigDone,
      runHookBuildStart: hooks.runHookBuildStart,
      collectPagesData: pageData.collectPagesData,
      createBuildInternals: internal.createBuildInternals,
      trackPageData: internal.trackPageData,
      createKey: encryption.createKey,
      generatePages: generate.generatePages,
      runHookBuildDone: hooks.runHookBuildDone,
    } satisfies AstroSteps;
  })();
  return steps;
}
