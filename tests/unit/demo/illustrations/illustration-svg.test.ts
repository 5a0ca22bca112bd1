import { describe, expect, it } from 'vitest';
import { COLOUR_FAMILIES } from '../../../../src/demo/illustrations/colours.ts';
import { illustrationSvg } from '../../../../src/demo/illustrations/illustration-svg.ts';
import { ILLUSTRATION_VIEWS } from '../../../../src/demo/illustrations/illustration-urls.ts';
import { CAR_BODIES, MOTORCYCLE_BODIES } from '../../../../src/lib/stock/car.ts';

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
