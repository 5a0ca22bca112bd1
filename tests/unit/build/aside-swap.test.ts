import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAsideThenSwap, removeAbandonedAsides } from '../../../src/server/build/aside-swap.ts';

let dist: string;

beforeEach(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'forecourt-swap-'));
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

async function writeSite(dir: string, text: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), text);
}

describe('buildAsideThenSwap', () => {
  it('replaces the previous site once the new one is complete', async () => {
    await writeSite(path.join(dist, 'alpha'), 'old');
    await buildAsideThenSwap(dist, 'alpha', (aside) => writeSite(aside, 'new'));
    expect(await readFile(path.join(dist, 'alpha', 'index.html'), 'utf8')).toBe('new');
    expect(await readdir(dist)).toEqual(['alpha']);
  });

  it('leaves the previous site intact when the build fails part-way', async () => {
    await writeSite(path.join(dist, 'alpha'), 'old');
    const failing = buildAsideThenSwap(dist, 'alpha', async (aside) => {
      await writeSite(aside, 'half');
      throw new Error('render failed');
    });
    await expect(failing).rejects.toThrow('render failed');
    expect(await readFile(path.join(dist, 'alpha', 'index.html'), 'utf8')).toBe('old');
    expect(await readdir(dist)).toEqual(['alpha']);
  });

  it('writes nothing for a first build that fails', async () => {
    await expect(
      buildAsideThenSwap(dist, 'alpha', async (aside) => {
        await writeSite(aside, 'half');
        throw new Error('nope');
      }),
    ).rejects.toThrow('nope');
    expect(await readdir(dist)).toEqual([]);
  });

  it('never exposes the aside directory under the site name while building', async () => {
    await buildAsideThenSwap(dist, 'alpha', async (aside) => {
      expect(path.basename(aside).startsWith('.')).toBe(true);
      expect(await readdir(dist)).not.toContain('alpha');
      await writeSite(aside, 'new');
    });
  });
});

describe('removeAbandonedAsides', () => {
  it('removes leftovers of dead processes only', async () => {
    const dead = '.building-alpha-999999999-abc';
    const mine = `.building-beta-${process.pid}-abc`;
    await writeSite(path.join(dist, dead), 'x');
    await writeSite(path.join(dist, mine), 'x');
    await writeSite(path.join(dist, 'alpha'), 'x');
    expect(await removeAbandonedAsides(dist)).toEqual([dead]);
    expect((await readdir(dist)).sort()).toEqual([mine, 'alpha'].sort());
  });
});
