import { describe, expect, it } from 'vitest';
import { CAR_BODIES, MOTORCYCLE_BODIES } from '../../../src/lib/stock/car.ts';
import { COLOUR_FAMILIES, colourFamilyOf, colourHex } from '../../../src/lib/stock/colours.ts';
import { illustrationSvg } from '../../../src/lib/stock/illustration.ts';
import {
  ILLUSTRATION_VIEWS,
  illustrationUrl,
  parseIllustrationUrl,
} from '../../../src/lib/stock/media-urls.ts';

const ALL_BODIES = [...CAR_BODIES, ...MOTORCYCLE_BODIES];

/** Well-formedness without a DOM: every tag closes, in order. */
function assertBalanced(svg: string): void {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
}

describe('illustrationSvg', () => {
  it.each(ALL_BODIES)('draws a valid 800×600 SVG under 4 KB in every view: %s', (body) => {
    for (const view of ILLUSTRATION_VIEWS) {
      const svg = illustrationSvg(body, 'red', view);
      expect(
        svg.startsWith(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">',
        ),
      ).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      assertBalanced(svg);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
    }
  });

  it('paints the vehicle in the requested colour', () => {
    expect(illustrationSvg('suv', '#123456', 'side')).toContain('stop-color="#123456"');
    expect(illustrationSvg('naked', 'blue', 'side')).toContain(
      `stop-color="${COLOUR_FAMILIES.blue}"`,
    );
    expect(illustrationSvg('sedan', 'Soul Red Crystal', 'side')).toContain(
      `stop-color="${COLOUR_FAMILIES.red}"`,
    );
    expect(illustrationSvg('ute', 'white', 'side')).not.toContain(
      `stop-color="${COLOUR_FAMILIES.red}"`,
    );
  });

  it('draws each view differently and each body differently', () => {
    const views = ILLUSTRATION_VIEWS.map((view) => illustrationSvg('hatchback', 'silver', view));
    expect(new Set(views).size).toBe(ILLUSTRATION_VIEWS.length);
    const bodies = ALL_BODIES.map((body) => illustrationSvg(body, 'silver', 'side'));
    // Motorcycle styles share drawings (cruiser, naked and offRoad are all drawn as naked bikes).
    expect(new Set(bodies).size).toBeGreaterThanOrEqual(CAR_BODIES.length + 4);
  });

  it('is pure: same inputs, same output', () => {
    expect(illustrationSvg('van', 'green', 'rear')).toBe(illustrationSvg('van', 'green', 'rear'));
  });
});

describe('illustration URLs', () => {
  it('round-trips every body, colour family and view', () => {
    for (const body of ALL_BODIES) {
      for (const view of ILLUSTRATION_VIEWS) {
        const ref = { body, colour: 'navy' as const, view };
        expect(parseIllustrationUrl(illustrationUrl(ref))).toEqual(ref);
      }
    }
    expect(
      illustrationUrl({ body: 'peopleMover', colour: 'red', view: 'front-three-quarter' }),
    ).toBe('/media/stock/peopleMover-red-front-three-quarter.svg');
  });

  it.each([
    '/media/not-found.svg',
    '/media/stock/suv-red-side.png',
    '/media/stock/spaceship-red-side.svg',
    '/media/stock/suv-mauve-side.svg',
    '/media/stock/suv-red-top.svg',
    'https://cdn.example.com/media/stock/suv-red-side.svg',
    '/media/stock/../../etc-red-side.svg',
  ])('refuses %s', (url) => {
    expect(parseIllustrationUrl(url)).toBeNull();
  });
});

describe('colours', () => {
  it.each([
    ['Glacier White', 'white'],
    ['Crystal Pearl', 'white'],
    ['Eclipse Black', 'black'],
    ['Magnetic Grey', 'grey'],
    ['Deep Crystal Blue', 'navy'],
    ['Lunar Blue', 'blue'],
    ['Platinum Bronze', 'bronze'],
    ['Sonic Silver', 'silver'],
  ])('%s belongs to %s', (name, family) => {
    expect(colourFamilyOf(name)).toBe(family);
  });

  it('reads hex codes and falls back to silver for unknown names', () => {
    expect(colourHex('#ABC')).toBe('#aabbcc');
    expect(colourHex('#A1B2C3')).toBe('#a1b2c3');
    expect(colourHex('Mystery')).toBe(COLOUR_FAMILIES.silver);
  });
});
