/**
 * Backend modules shared by separately built scripts (the search island and the header
 * search, see autocomplete/loader.ts). Each backend is built once as a standalone script with
 * one URL (Vite's `?worker&url` build, used for its bundling only), so a page that uses both
 * downloads and runs one copy. Such a build keeps a script's side effects but drops its
 * exports, so the script hands its module over through this registry instead.
 */
const REGISTRY = Symbol.for('forecourt.sharedModules');

type Registry = Record<string, unknown>;

function registry(): Registry {
  return ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= {}) as Registry;
}

/** Called by a shared script as it runs. */
export function provideSharedModule(name: string, module: unknown): void {
  registry()[name] = module;
}

/** Runs the script at `url` (once: the browser caches modules by URL) and returns its module. */
export async function importSharedModule<T>(name: string, url: string): Promise<T> {
  await import(/* @vite-ignore */ url);
  const module = registry()[name];
  if (module === undefined) throw new Error(`${url} did not provide the ${name} module`);
  return module as T;
}
