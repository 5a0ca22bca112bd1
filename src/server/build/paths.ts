import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so scripts work from any working directory. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const DEFAULT_DIST_DIR = path.join(PROJECT_ROOT, 'dist');

/** Dealers live in `dealers/` unless FORECOURT_DEALERS_DIR points elsewhere (the bench does). */
export function resolveDealersDir(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env['FORECOURT_DEALERS_DIR'];
  return fromEnv ? path.resolve(fromEnv) : path.join(PROJECT_ROOT, 'dealers');
}

/** Where one dealer's finished site lives. */
export function siteDir(distDir: string, slug: string): string {
  return path.join(distDir, slug);
}

/**
 * Where server bundles are kept for later builds of the same code (kept-bundle.ts): the
 * project's git-ignored .cache/, or nowhere when FORECOURT_KEEP_BUNDLES=off, which has Vite
 * build every dealer's bundle.
 */
export function keptBundlesDir(
  projectRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  return env['FORECOURT_KEEP_BUNDLES'] === 'off'
    ? null
    : path.join(projectRoot, '.cache', 'kept-bundles');
}
