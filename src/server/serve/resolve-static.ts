import { stat } from 'node:fs/promises';
import path from 'node:path';

export interface StaticFile {
  file: string;
  size: number;
  mtimeMs: number;
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
  const unsafe = segments.some(
    (segment) => segment === '..' || (segment.startsWith('.') && segment !== '.well-known'),
  );
  return unsafe ? null : segments;
}

/**
 * The file a URL path names inside a site: the file itself, else `<path>/index.html`, else
 * `<path>.html`, so `/finance` is answered from `finance/index.html` without a redirect.
 * Null when nothing matches or the path is unsafe.
 */
export async function resolveStaticFile(
  siteRoot: string,
  urlPathname: string,
): Promise<StaticFile | null> {
  const segments = safeSegments(urlPathname);
  if (segments === null) return null;
  const root = path.resolve(siteRoot);
  const base = path.join(root, ...segments);
  if (base !== root && !base.startsWith(root + path.sep)) return null;
  const candidates =
    urlPathname.endsWith('/') || segments.length === 0
      ? [path.join(base, 'index.html')]
      : [base, path.join(base, 'index.html'), `${base}.html`];
  for (const candidate of candidates) {
    const found = await stat(candidate).catch(() => null);
    if (found?.isFile()) return { file: candidate, size: found.size, mtimeMs: found.mtimeMs };
  }
  return null;
}
