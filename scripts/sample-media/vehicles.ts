// One entry point for drawing any vehicle, car or motorcycle, in a 240x120 box.
import { CAR_SHAPES } from './car-shapes.ts';
import { MOTORCYCLE_STYLES, drawMotorcycle } from './motorcycle-shapes.ts';
import { SPEC_BODY_STYLES } from '../../src/lib/navigation/body-menu.ts';
import { points, svg } from './svg.ts';

/** The body styles the spec gives images for (§9), plus the stock layer's motorcycle styles. */
export { SPEC_BODY_STYLES };
export const ALL_BODY_STYLES = [...SPEC_BODY_STYLES, ...MOTORCYCLE_STYLES];

export interface Paint {
  paint: string;
  ink: string;
  glass?: string;
}

export function isMotorcycle(style: string): boolean {
  return MOTORCYCLE_STYLES.includes(style);
}

/** Vehicle markup in 240x120 coordinates, wheels resting on y≈105. */
export function drawVehicle(style: string, { paint, ink, glass = '#cfdbe6' }: Paint): string {
  if (isMotorcycle(style)) return drawMotorcycle(style, paint, ink);
  const shape = CAR_SHAPES[style];
  if (!shape) throw new Error(`no drawing for body style "${style}"`);
  const wheels = shape.wheels
    .map(
      (x) =>
        `<path d="M${x - shape.r - 3} 90a${shape.r + 3} ${shape.r + 3} 0 0 1 ${2 * shape.r + 6} 0z" fill="${ink}" opacity=".3"/>` +
        `<circle cx="${x}" cy="90" r="${shape.r}" fill="#24272b"/>` +
        `<circle cx="${x}" cy="90" r="${Math.round(shape.r * 0.5)}" fill="#aeb4bb"/>`,
    )
    .join('');
  const windows = shape.windows
    .map((w) => `<polygon points="${points(w)}" fill="${glass}"/>`)
    .join('');
  const [hx, hy] = shape.head;
  const [tx, ty] = shape.tail;
  return (
    `<polygon points="${points(shape.body)}" fill="${paint}" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    windows +
    (shape.extras?.(paint, ink) ?? '') +
    `<rect x="${hx - 3}" y="${hy - 2}" width="7" height="4" rx="2" fill="#fff4c8" stroke="${ink}" stroke-width=".8"/>` +
    `<rect x="${tx - 3}" y="${ty - 2}" width="6" height="5" rx="1.5" fill="#c8282e"/>` +
    wheels
  );
}

/** Neutral body-style tile for facet lists: public/media/bodies/<style>.svg (240x120). */
export function bodyStyleTile(style: string): string {
  const label = style.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
  return svg(
    240,
    120,
    `<ellipse cx="120" cy="108" rx="104" ry="5" fill="#000" opacity=".08"/>` +
      drawVehicle(style, { paint: '#e3e7ec', ink: '#4a5260', glass: '#b7c4d1' }),
    `${label} body style`,
  );
}
