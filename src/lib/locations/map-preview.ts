/**
 * The locations map's static preview: where each marker sits on a box of a fixed aspect ratio,
 * by the same Web Mercator projection the interactive map's tiles use, so a pin is roughly
 * where the real map will put it. Pure: positions are fractions of the box (0 … 1).
 */
import type { LatLng } from './geo.ts';

/** A point on the preview: x from the left edge, y from the top, as fractions of the box. */
export interface PreviewPoint {
  x: number;
  y: number;
}

/** Locations sharing a position (a site's sales, service and parts): one marker. */
export interface MapPlace<T> {
  lat: number;
  lng: number;
  items: T[];
}

export interface PreviewFrame {
  /** Box width over height (16 / 10). */
  aspect: number;
  /** Empty margin on every side, as a fraction of the box width. */
  padding: number;
  /**
   * The smallest ground span shown, in Mercator world units (1 = the world's width): a single
   * site or a tight cluster is not blown up to street scale, where a pin means nothing.
   */
  minSpan: number;
}

/** About 20 km across at the equator; roughly 17 km at Brisbane or Auckland. */
export const DEFAULT_FRAME: PreviewFrame = { aspect: 16 / 10, padding: 0.08, minSpan: 0.0005 };

/** Positions within this many degrees (about 10 m) are one place. */
const SAME_PLACE_DEGREES = 0.0001;

/** Groups items whose positions are the same place, in the order they first appear. */
export function groupByPlace<T extends { address: LatLng }>(items: readonly T[]): MapPlace<T>[] {
  const places: MapPlace<T>[] = [];
  for (const item of items) {
    const { lat, lng } = item.address;
    const place = places.find(
      (p) =>
        Math.abs(p.lat - lat) < SAME_PLACE_DEGREES && Math.abs(p.lng - lng) < SAME_PLACE_DEGREES,
    );
    if (place) place.items.push(item);
    else places.push({ lat, lng, items: [item] });
  }
  return places;
}

/** Web Mercator: longitude and latitude to world units, x 0 … 1 west to east, y 0 … 1 north to south. */
export function mercator({ lat, lng }: LatLng): PreviewPoint {
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  const phi = (clamped * Math.PI) / 180;
  return {
    x: lng / 360 + 0.5,
    y: 0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI),
  };
}

/**
 * Fits the points into the frame: one scale for both axes (no stretching), centred, within
 * the padding, never closer in than `minSpan`.
 */
export function projectToPreview(
  points: readonly LatLng[],
  frame: PreviewFrame = DEFAULT_FRAME,
): PreviewPoint[] {
  if (points.length === 0) return [];
  const world = points.map(mercator);
  const xs = world.map((p) => p.x);
  const ys = world.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const height = 1 / frame.aspect;
  const usableWidth = 1 - 2 * frame.padding;
  const usableHeight = height - 2 * frame.padding;
  const spanX = Math.max(maxX - minX, frame.minSpan);
  const spanY = Math.max(maxY - minY, frame.minSpan);
  const scale = Math.min(usableWidth / spanX, usableHeight / spanY);
  const centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  return world.map((p) => ({
    x: 0.5 + (p.x - centreX) * scale,
    y: (height / 2 + (p.y - centreY) * scale) / height,
  }));
}

/**
 * Pushes markers that would overlap apart until each pair is at least `gap` apart (a fraction
 * of the box width), keeping them `inset` (same unit, default half the gap) inside the box's
 * edges. Deterministic: the same input always gives the same layout. Points already far
 * enough apart do not move.
 */
export function spreadApart(
  points: readonly PreviewPoint[],
  gap: number,
  aspect: number = DEFAULT_FRAME.aspect,
  inset = gap / 2,
  rounds = 60,
): PreviewPoint[] {
  // Work in width units on both axes, so a gap is the same distance across and down.
  const height = 1 / aspect;
  const moved = points.map((p) => ({ x: p.x, y: p.y * height }));
  for (let round = 0; round < rounds; round++) {
    let overlapping = false;
    for (let i = 0; i < moved.length; i++) {
      for (let j = i + 1; j < moved.length; j++) {
        const a = moved[i];
        const b = moved[j];
        if (!a || !b) continue;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= gap) continue;
        overlapping = true;
        if (distance < 1e-9) {
          // Same spot: part them along a fixed direction that differs per pair.
          const angle = (i * 7 + j * 13) % 360;
          dx = Math.cos((angle * Math.PI) / 180);
          dy = Math.sin((angle * Math.PI) / 180);
          distance = 1;
        }
        const push = (gap - Math.hypot(b.x - a.x, b.y - a.y)) / 2;
        const ux = dx / distance;
        const uy = dy / distance;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
      }
    }
    for (const p of moved) {
      p.x = Math.min(1 - inset, Math.max(inset, p.x));
      p.y = Math.min(height - inset, Math.max(inset, p.y));
    }
    if (!overlapping) break;
  }
  return moved.map((p) => ({ x: p.x, y: p.y / height }));
}

/**
 * Where each place's pin sits on a preview of this aspect ratio: projected within `inset` of
 * the edges (room for a pin drawn above its point), then parted to at least `gap` so every
 * pin stays a target of its own. Both are fractions of the box width.
 */
export function previewLayout(
  places: readonly LatLng[],
  { aspect, gap, inset }: { aspect: number; gap: number; inset: number },
): PreviewPoint[] {
  const frame = { ...DEFAULT_FRAME, aspect, padding: inset };
  return spreadApart(projectToPreview(places, frame), gap, aspect, inset);
}

/**
 * Groups points closer than `distance` to a group's first point (screen pixels on the live
 * map), so pins that would cover each other become one pin for all of them. Greedy, in input
 * order: deterministic, and fine for the few dozen places a dealer has.
 */
export function clusterByDistance(points: readonly PreviewPoint[], distance: number): number[][] {
  const groups: { anchor: PreviewPoint; members: number[] }[] = [];
  points.forEach((point, index) => {
    const near = groups.find(
      (g) => Math.hypot(g.anchor.x - point.x, g.anchor.y - point.y) < distance,
    );
    if (near) near.members.push(index);
    else groups.push({ anchor: point, members: [index] });
  });
  return groups.map((g) => g.members);
}
