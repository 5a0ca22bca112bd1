/**
 * Sass results kept for the life of the build process. Every dealer's build compiles the same
 * stylesheets (dealer themes are CSS custom properties, not Sass), and Sass was the largest
 * part of Astro's fixed cost per dealer: about a second of a warm build's 2.5 s outside page
 * generation, for some 110 compilations of component styles and the base stylesheet.
 *
 * Vite compiles each stylesheet with `compileStringAsync` on a compiler from
 * `initAsyncCompiler()`, a new one per build. Wrapping that method on the compilers' shared
 * prototype lets a later build take an earlier build's result for the same source, file and
 * options, as long as every file the compilation loaded is unchanged (size and modification
 * time, checked on each use). Should Sass or Vite call it differently, the wrapper is simply
 * not used.
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CompileResult, StringOptions } from 'sass';

type CompileString = (
  this: unknown,
  source: string,
  options?: StringOptions<'async'>,
) => Promise<CompileResult>;

interface Kept {
  result: CompileResult;
  /** Each loaded file's size and modification time when it was compiled. */
  loaded: Map<string, string>;
}

let installed: Promise<void> | null = null;

/** Installs the memo once per process; later calls wait for the first. */
export function installSassMemo(): Promise<void> {
  installed ??= install();
  return installed;
}

async function install(): Promise<void> {
  const sass = await import('sass');
  const compiler = await sass.initAsyncCompiler();
  const prototype = Object.getPrototypeOf(compiler) as { compileStringAsync?: CompileString };
  await compiler.dispose();
  const compile = prototype.compileStringAsync;
  if (typeof compile !== 'function') return;
  const kept = new Map<string, Kept>();
  prototype.compileStringAsync = async function (source, options) {
    const key = memoKey(source, options);
    const found = kept.get(key);
    if (found && unchanged(found.loaded)) return found.result;
    const result = await compile.call(this, source, options);
    kept.set(key, { result, loaded: fileStamps(result.loadedUrls) });
    return result;
  };
}

/** The source, its file and the options that shape the output (not the importer functions). */
export function memoKey(source: string, options: StringOptions<'async'> = {}): string {
  const shaping = Object.entries(options)
    .filter(([, value]) => isPlainValue(value) || value instanceof URL)
    .map(([name, value]) => [name, value instanceof URL ? value.href : value])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  return `${JSON.stringify(shaping)}\0${source}`;
}

/** A string, number, boolean, null or undefined: not an importer, function or list of them. */
function isPlainValue(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

function fileStamps(urls: readonly URL[]): Map<string, string> {
  const stamps = new Map<string, string>();
  for (const url of urls) {
    if (url.protocol !== 'file:') continue;
    const file = fileURLToPath(url);
    stamps.set(file, stampOf(file));
  }
  return stamps;
}

function unchanged(stamps: ReadonlyMap<string, string>): boolean {
  for (const [file, stamp] of stamps) if (stampOf(file) !== stamp) return false;
  return true;
}

function stampOf(file: string): string {
  const info = statSync(file, { throwIfNoEntry: false });
  return info ? `${info.size}:${info.mtimeMs}` : 'missing';
}
