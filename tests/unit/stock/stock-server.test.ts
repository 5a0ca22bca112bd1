import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitIllustrations } from '../../../src/server/stock/emit-illustrations.ts';
import { loadStock } from '../../../src/server/stock/load-stock.ts';
import { CONTEXT, NOW, feed, vehicle } from './fixtures.ts';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forecourt-stock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadStock', () => {
  it('reads and normalises a feed file', async () => {
    const file = join(dir, 'feed.json');
    await writeFile(
      file,
      JSON.stringify(feed([vehicle(), vehicle({ id: 2, stocknum: 'B2', price: 'n/a' })])),
    );
    const { cars, problems } = loadStock({ file }, CONTEXT);
    expect(cars.map((c) => c.id)).toEqual([1001]);
    expect(problems.map((p) => [p.index, p.field])).toEqual([[1, 'price']]);
  });

  it('names the file when it is missing or not JSON', async () => {
    const missing = join(dir, 'missing.json');
    expect(() => loadStock({ file: missing }, CONTEXT)).toThrow(missing);
    const broken = join(dir, 'broken.json');
    await writeFile(broken, '{"format": ');
    expect(() => loadStock({ file: broken }, CONTEXT)).toThrow(
      new RegExp(`${broken}.*not valid JSON`),
    );
  });

  it('generates stock onto the context locations', () => {
    const { cars, problems } = loadStock(
      { generate: { seed: 's', count: 20, country: 'AU', vehicleKind: 'car', now: NOW } },
      CONTEXT,
    );
    expect(problems).toEqual([]);
    expect(cars).toHaveLength(20);
    expect(new Set(cars.map((c) => c.location.id))).toEqual(
      new Set(CONTEXT.locations.map((l) => l.id)),
    );
  });
});

describe('emitIllustrations', () => {
  it('writes each referenced illustration once and skips other images', async () => {
    const { cars } = loadStock(
      { generate: { seed: 'e', count: 40, country: 'AU', vehicleKind: 'car', now: NOW } },
      CONTEXT,
    );
    const photo = loadStock({ file: await feedFile([vehicle()]) }, CONTEXT).cars;
    const { written } = emitIllustrations([...cars, ...photo], dir);
    const referenced = new Set(
      cars
        .flatMap((c) => c.images.map((i) => i.image.url))
        .filter((u) => u.startsWith('/media/stock/')),
    );
    expect(new Set(written)).toEqual(referenced);
    const files = await readdir(join(dir, 'media', 'stock'));
    expect(files.sort()).toEqual(
      [...referenced].map((u) => u.slice('/media/stock/'.length)).sort(),
    );
    const first = [...referenced][0] ?? '';
    expect(await readFile(join(dir, first), 'utf8')).toMatch(/^<svg /);
  });
});

async function feedFile(vehicles: unknown[]): Promise<string> {
  const file = join(dir, `feed-${vehicles.length}.json`);
  await writeFile(file, JSON.stringify(feed(vehicles)));
  return file;
}
