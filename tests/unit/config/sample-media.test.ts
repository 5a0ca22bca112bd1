// Media the dealer files refer to must exist, be small and declare their size, so every <img>
// can carry width and height. Drawn by scripts/sample-media.ts.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAR_MODELS } from '../../../src/demo/stock/catalogue-cars.ts';
import { MOTORCYCLE_MODELS } from '../../../src/demo/stock/catalogue-motorcycles.ts';
import { slugify } from '../../../src/lib/stock/slug.ts';
import { DEALERS_DIR, loadDealerFiles } from './dealer-files.ts';

const SPEC_BODY_STYLES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
];
/** Written by the stock build, not kept in dealers/ or public/. */
const BUILT_BY_STOCK = /^\/media\/(stock\/|not-found\.svg$)/;

function svgSize(file: string): { width: number; height: number; viewBox: string | undefined } {
  const head = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(head)?.[1];
  return { width: Number(attr('width')), height: Number(attr('height')), viewBox: attr('viewBox') };
}

function svgFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.svg'))
    .map((f) => path.join(dir, f));
}

describe.each(loadDealerFiles().map((d) => [d.slug, d] as const))('%s media', (slug, { raw }) => {
  const images: { url: string; width?: number; height?: number }[] = [];
  (function walk(node: unknown): void {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (
        typeof o['url'] === 'string' &&
        o['url'].startsWith('/media/') &&
        !BUILT_BY_STOCK.test(o['url'])
      ) {
        images.push({ url: o['url'], width: o['width'] as number, height: o['height'] as number });
      }
      Object.values(o).forEach(walk);
    }
  })(raw);

  it('has every /media/ file it refers to, at the size it declares', () => {
    for (const image of images) {
      const own = path.join(DEALERS_DIR, slug, image.url);
      const shared = path.join('public', image.url);
      const file = existsSync(own) ? own : shared;
      expect(existsSync(file), image.url).toBe(true);
      if (image.width && image.height) {
        const size = svgSize(file);
        expect([size.width, size.height], image.url).toEqual([image.width, image.height]);
      }
    }
  });
});

describe('shared media', () => {
  it('has a tile for every body style the spec lists', () => {
    for (const style of SPEC_BODY_STYLES) {
      const size = svgSize(path.join('public/media/bodies', `${style}.svg`));
      expect([size.width, size.height, size.viewBox], style).toEqual([240, 120, '0 0 240 120']);
    }
  });

  it('has a badge for every make the stock generator uses', () => {
    const makes = new Set([...CAR_MODELS, ...MOTORCYCLE_MODELS].map((m) => m.make));
    for (const make of makes)
      expect(existsSync(path.join('public/media/makes', `${slugify(make)}.svg`)), make).toBe(true);
  });

  it('keeps every sample SVG under 6 KB with width, height and viewBox', () => {
    const files = [
      ...svgFiles(DEALERS_DIR).filter((f) => f.includes(`${path.sep}media${path.sep}`)),
      ...svgFiles('public/media/makes'),
      ...svgFiles('public/media/bodies'),
    ];
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      expect(readFileSync(file).length, file).toBeLessThan(6 * 1024);
      const size = svgSize(file);
      expect(size.width > 0 && size.height > 0 && size.viewBox !== undefined, file).toBe(true);
    }
  });
});
