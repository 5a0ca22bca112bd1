import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Builds a site into a hidden sibling of its final directory, then swaps it in, so a build
 * that fails part-way leaves the previous site untouched and a server reading `dist/` never
 * sees a half-written site. The two renames leave a window of microseconds with no site;
 * Node offers no atomic directory exchange.
 */
export async function buildAsideThenSwap<T>(
  distDir: string,
  slug: string,
  build: (asideDir: string) => Promise<T>,
): Promise<T> {
  await mkdir(distDir, { recursive: true });
  const stamp = `${process.pid}-${Date.now().toString(36)}`;
  const asideDir = path.join(distDir, `.building-${slug}-${stamp}`);
  const retiredDir = path.join(distDir, `.retired-${slug}-${stamp}`);
  const finalDir = path.join(distDir, slug);
  try {
    const result = await build(asideDir);
    const hadPrevious = await rename(finalDir, retiredDir).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    try {
      await rename(asideDir, finalDir);
    } catch (error) {
      if (hadPrevious) await rename(retiredDir, finalDir);
      throw error;
    }
    if (hadPrevious) await rm(retiredDir, { recursive: true, force: true });
    return result;
  } catch (error) {
    await rm(asideDir, { recursive: true, force: true });
    throw error;
  }
}

/** Removes aside/retired directories left by builds whose process is gone (a crash, a kill). */
export async function removeAbandonedAsides(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir).catch(() => []);
  const removed: string[] = [];
  for (const name of entries) {
    const match = /^\.(?:building|retired)-.+-(\d+)-[0-9a-z]+$/.exec(name);
    if (!match || isAlive(Number(match[1]))) continue;
    await rm(path.join(distDir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
