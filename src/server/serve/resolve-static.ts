import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface StaticFile {
  file: string;
  size: number;
  mtimeMs: number;
}

/** One build of a site's files: its root and every servable file, relative, `/`-separated. */
export interface SiteFileIndex {
  root: string;
  files: ReadonlySet<string>;
}

/**
 * Splits a URL path into safe path segments, or null when it must not reach the disk:
 * undecodable escapes, NUL, backslashes, `..`, and dot-segments (the build record and other
 * private files) except `.well-known`, which the web reserves for public files.
 */
export function safeSegments(urlPathname: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  return segments.some((segment) => !isServableName(segment)) ? null : segments;
}

function isServableName(name: string): boolean {
  return name !== '..' && (!name.startsWith('.') || name === '.well-known');
}

/**
 * Every file a site can serve, found by one walk of its folder: a build's files never change
 * once it is swapped in, so each request is then answered without asking the disk which file
 * it names. Dot-folders (the build record, API data, caches) are not walked: no URL reaches
 * them. A symbolic link counts when it leads to a file.
 */
export async function indexSiteFiles(siteRoot: string): Promise<SiteFileIndex> {
  const root = path.resolve(siteRoot);
  const files = new Set<string>();
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(
      () => [],
    );
    const folders: Promise<void>[] = [];
    for (const entry of entries) {
      if (!isServableName(entry.name)) continue;
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) folders.push(walk(name));
      else if (entry.isFile()) files.add(name);
      else if (entry.isSymbolicLink()) {
        const target = await stat(path.join(root, name)).catch(() => null);
        if (target?.isFile()) files.add(name);
        else if (target?.isDirectory()) folders.push(walk(name));
      }
    }
    await Promise.all(folders);
  };
  await walk('');
  return { root, files };
}

/**
 * The files that may answer a URL path inside a site, best first: the file itself, else
 * `<path>/index.html`, else `<path>.html`, so `/finance` is answered from
 * `finance/index.html` without a redirect. Relative and `/`-separated; null when the path is
 * unsafe.
 */
function candidateFiles(urlPathname: string): string[] | null {
  const segments = safeSegments(urlPathname);
  if (segments === null) return null;
  const base = segments.join('/');
  if (urlPathname.endsWith('/') || segments.length === 0) {
    return [base ? `${base}/index.html` : 'index.html'];
  }
  return [base, `${base}/index.html`, `${base}.html`];
}

/** The file a URL path names in an indexed site (candidateFiles), or null. */
export function findInIndex(site: SiteFileIndex, urlPathname: string): string | null {
  const found = candidateFiles(urlPathname)?.find((candidate) => site.files.has(candidate));
  return found === undefined ? null : path.join(site.root, found);
}

/**
 * The file a URL path names in a site on disk (candidateFiles), with its size and mtime, or
 * null: for one-off lookups (the link check, the PDF's photos); the server uses the index.
 */
export async function resolveStaticFile(
  siteRoot: string,
  urlPathname: string,
): Promise<StaticFile | null> {
  const root = path.resolve(siteRoot);
  for (const candidate of candidateFiles(urlPathname) ?? []) {
    const file = path.join(root, candidate);
    const found = await stat(file).catch(() => null);
    if (found?.isFile()) return { file, size: found.size, mtimeMs: found.mtimeMs };
  }
  return null;
}
