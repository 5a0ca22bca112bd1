import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

/** The dealers root: `dealers/` in the project, or FORECOURT_DEALERS_DIR (bench, tests). */
export function dealersDir(override?: string): string {
  return path.resolve(override ?? process.env.FORECOURT_DEALERS_DIR ?? 'dealers');
}

/** Every dealer directory holding a dealer.json; names starting with '_' or '.' are not dealers. */
export function listDealerSlugs(dir = dealersDir()): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !/^[_.]/.test(e.name))
    .filter((e) => existsSync(path.join(dir, e.name, 'dealer.json')))
    .map((e) => e.name)
    .sort();
}

/** How a dealer file is named in messages: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}
