/** Small SVG path helpers for the stock illustrations. Shapes are authored with y up from the ground. */

/** [x, height above ground]. */
export type Pt = readonly [number, number];

/** One decimal place keeps files small and output identical on every machine. */
export const num = (value: number): string => String(Math.round(value * 10) / 10);

const at = ([x, h]: Pt) => `${num(x)} ${num(-h)}`;

/** A polyline with softened corners (quadratic curves), left open so callers can finish it. */
export function roundedOutline(points: readonly Pt[], radius: number): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${at(first)}`;
  for (let i = 1; i < points.length - 1; i++) {
    const prev = points[i - 1] as Pt;
    const corner = points[i] as Pt;
    const next = points[i + 1] as Pt;
    const toward = (target: Pt) => {
      const dx = target[0] - corner[0];
      const dh = target[1] - corner[1];
      const t = Math.min(radius / Math.hypot(dx, dh), 0.5);
      return [corner[0] + dx * t, corner[1] + dh * t] as const;
    };
    d += `L${at(toward(prev))}Q${at(corner)} ${at(toward(next))}`;
  }
  const last = rest[rest.length - 1];
  return last ? `${d}L${at(last)}` : d;
}

export function closedRounded(points: readonly Pt[], radius: number): string {
  const first = points[0];
  const second = points[1];
  if (!first || !second) return '';
  // Start mid-edge so every vertex, the first included, gets a rounded corner.
  const mid: Pt = [(first[0] + second[0]) / 2, (first[1] + second[1]) / 2];
  return `${roundedOutline([mid, ...points.slice(1), first, mid], radius)}Z`;
}

export function polygon(points: readonly Pt[]): string {
  return `M${points.map(at).join('L')}Z`;
}

/**
 * The bottom edge of a body from its rear corner back to its front, with a wheel arch cut
 * over each wheel that sits under it. Arches are wider than the tyre so it reads as a well.
 */
export function bottomWithArches(
  fromX: number,
  toX: number,
  sill: number,
  wheels: readonly number[],
  wheelR: number,
): string {
  const archR = wheelR + 7;
  const halfChord = Math.sqrt(archR ** 2 - (wheelR - sill) ** 2);
  let d = '';
  for (const x of [...wheels].sort((a, b) => b - a)) {
    if (x - halfChord < Math.min(fromX, toX) || x + halfChord > Math.max(fromX, toX)) continue;
    d += `L${at([x + halfChord, sill])}A${num(archR)} ${num(archR)} 0 1 0 ${at([x - halfChord, sill])}`;
  }
  return `${d}L${at([toX, sill])}Z`;
}

/** The dark well behind a wheel: the same arch, filled. */
export function archWell(x: number, sill: number, wheelR: number): string {
  const archR = wheelR + 7;
  const halfChord = Math.sqrt(archR ** 2 - (wheelR - sill) ** 2);
  return `M${at([x + halfChord, sill])}A${num(archR)} ${num(archR)} 0 1 0 ${at([x - halfChord, sill])}Z`;
}

/** Rectangle from x0 to x1, h0 to h1 (h up), with rounded corners. */
export function rect(x0: number, h0: number, x1: number, h1: number, r = 0, attrs = ''): string {
  const corner = r > 0 ? ` rx="${num(r)}"` : '';
  return `<rect x="${num(Math.min(x0, x1))}" y="${num(-Math.max(h0, h1))}" width="${num(Math.abs(x1 - x0))}" height="${num(Math.abs(h1 - h0))}"${corner} ${attrs}/>`;
}

export function shift([x, h]: Pt, dx: number, dh: number): Pt {
  return [x + dx, h + dh];
}

export function path(d: string, attrs = ''): string {
  return `<path d="${d}"${attrs ? ` ${attrs}` : ''}/>`;
}

/** Draws a left/right pair: `draw(-1)` then `draw(1)`. */
export function pair(draw: (side: -1 | 1) => string): string {
  return draw(-1) + draw(1);
}
