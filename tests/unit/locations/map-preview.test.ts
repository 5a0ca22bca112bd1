import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FRAME,
  clusterByDistance,
  groupByPlace,
  mercator,
  previewLayout,
  projectToPreview,
  spreadApart,
  type PreviewPoint,
} from '../../../src/lib/locations/map-preview.ts';
import { loadDealerFiles } from '../config/dealer-files.ts';

const BRISBANE = { lat: -27.4698, lng: 153.0251 };
const GOLD_COAST = { lat: -28.0167, lng: 153.4 };
const SUNSHINE_COAST = { lat: -26.65, lng: 153.0667 };

const gapBetween = (a: PreviewPoint, b: PreviewPoint, aspect = DEFAULT_FRAME.aspect) =>
  Math.hypot(a.x - b.x, (a.y - b.y) / aspect);

describe('mercator', () => {
  it('puts 0,0 in the middle of the world and the antimeridian at its edges', () => {
    expect(mercator({ lat: 0, lng: 0 })).toEqual({ x: 0.5, y: 0.5 });
    expect(mercator({ lat: 0, lng: -180 }).x).toBe(0);
    expect(mercator({ lat: 0, lng: 180 }).x).toBe(1);
  });

  it('grows south downwards, stretched away from the equator', () => {
    const equatorToTen = mercator({ lat: -10, lng: 0 }).y - 0.5;
    const fiftyToSixty = mercator({ lat: -60, lng: 0 }).y - mercator({ lat: -50, lng: 0 }).y;
    expect(equatorToTen).toBeGreaterThan(0);
    expect(fiftyToSixty).toBeGreaterThan(equatorToTen);
  });

  it('keeps the poles finite', () => {
    expect(Number.isFinite(mercator({ lat: -90, lng: 0 }).y)).toBe(true);
    expect(Number.isFinite(mercator({ lat: 90, lng: 0 }).y)).toBe(true);
  });
});

describe('projectToPreview', () => {
  it('draws nothing for no places', () => {
    expect(projectToPreview([])).toEqual([]);
  });

  it('centres a single place', () => {
    const [point] = projectToPreview([BRISBANE]);
    expect(point?.x).toBeCloseTo(0.5, 10);
    expect(point?.y).toBeCloseTo(0.5, 10);
  });

  it('keeps compass directions: north is up, east is right', () => {
    const [brisbane, goldCoast, sunshineCoast] = projectToPreview([
      BRISBANE,
      GOLD_COAST,
      SUNSHINE_COAST,
    ]);
    expect(goldCoast!.y).toBeGreaterThan(brisbane!.y);
    expect(sunshineCoast!.y).toBeLessThan(brisbane!.y);
    expect(goldCoast!.x).toBeGreaterThan(brisbane!.x);
  });

  it('fills the frame inside its padding along the longer side', () => {
    const { padding, aspect } = DEFAULT_FRAME;
    const points = projectToPreview([BRISBANE, GOLD_COAST, SUNSHINE_COAST]);
    const ys = points.map((p) => p.y);
    // A north–south spread: the height is the binding side, from padding to padding.
    const paddingAsHeightFraction = padding * aspect;
    expect(Math.min(...ys)).toBeCloseTo(paddingAsHeightFraction, 10);
    expect(Math.max(...ys)).toBeCloseTo(1 - paddingAsHeightFraction, 10);
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(padding);
      expect(p.x).toBeLessThanOrEqual(1 - padding);
    }
  });

  it('uses one scale on both axes, so shapes are not stretched', () => {
    const a = { lat: -27, lng: 153 };
    const east = { lat: -27, lng: 153.1 };
    const south = { lat: -27.1, lng: 153 };
    const [pa, pe, ps] = projectToPreview([a, east, south], { aspect: 1, padding: 0, minSpan: 0 });
    const worldEast = mercator(east).x - mercator(a).x;
    const worldSouth = mercator(south).y - mercator(a).y;
    expect((pe!.x - pa!.x) / (ps!.y - pa!.y)).toBeCloseTo(worldEast / worldSouth, 10);
  });

  it('does not zoom a tight cluster to street level', () => {
    const next = { lat: BRISBANE.lat, lng: BRISBANE.lng + 0.001 };
    const [p1, p2] = projectToPreview([BRISBANE, next]);
    // 100 m apart: well under a tenth of the preview's width.
    expect(Math.abs(p2!.x - p1!.x)).toBeLessThan(0.1);
  });
});

describe('spreadApart', () => {
  it('leaves points that are far enough apart where they are', () => {
    const points = [
      { x: 0.2, y: 0.3 },
      { x: 0.8, y: 0.7 },
    ];
    expect(spreadApart(points, 0.05)).toEqual(points);
  });

  it('parts overlapping and identical points by at least the gap, inside the box', () => {
    const points = [
      { x: 0.5, y: 0.5 },
      { x: 0.5, y: 0.5 },
      { x: 0.51, y: 0.5 },
      { x: 0.02, y: 0.98 },
      { x: 0.03, y: 0.98 },
    ];
    const gap = 0.075;
    const spread = spreadApart(points, gap);
    for (let i = 0; i < spread.length; i++) {
      const p = spread[i]!;
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(1);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(1);
      for (let j = i + 1; j < spread.length; j++) {
        expect(gapBetween(p, spread[j]!)).toBeGreaterThanOrEqual(gap * 0.99);
      }
    }
  });

  it('is deterministic', () => {
    const points = [
      { x: 0.5, y: 0.5 },
      { x: 0.5, y: 0.5 },
      { x: 0.5, y: 0.5 },
    ];
    expect(spreadApart(points, 0.1)).toEqual(spreadApart(points, 0.1));
  });
});

describe('groupByPlace', () => {
  const at = (id: number, lat: number, lng: number) => ({ id, address: { lat, lng } });

  it('puts locations at one address on one pin, in order of first appearance', () => {
    const places = groupByPlace([
      at(1, -27.6108, 153.1311),
      at(2, -27.6136, 153.1279),
      at(3, -27.6108, 153.1311),
    ]);
    expect(places.map((p) => p.items.map((i) => i.id))).toEqual([[1, 3], [2]]);
    expect(places[0]).toMatchObject({ lat: -27.6108, lng: 153.1311 });
  });

  it('keeps places 50 m apart separate', () => {
    expect(groupByPlace([at(1, -27.6108, 153.1311), at(2, -27.6108, 153.1316)])).toHaveLength(2);
  });

  it('gives meridian-motor-group a pin per site and room for every pin on a phone-wide preview', () => {
    const meridian = loadDealerFiles().find((d) => d.slug === 'meridian-motor-group')!.dealer;
    const visible = meridian.locations.filter((l) => l.visible);
    const places = groupByPlace(visible);
    // Springwood service and parts share an address, as do the two Eagle Farm locations.
    expect(places).toHaveLength(visible.length - 2);
    const spread = spreadApart(projectToPreview(places), 0.075);
    for (let i = 0; i < spread.length; i++)
      for (let j = i + 1; j < spread.length; j++)
        expect(gapBetween(spread[i]!, spread[j]!)).toBeGreaterThan(0.074);
  });
});

describe('previewLayout', () => {
  const places = [BRISBANE, GOLD_COAST, SUNSHINE_COAST, { lat: -27.47, lng: 153.03 }];

  it('keeps every pin the inset from the edges and the gap from the others', () => {
    for (const frame of [
      { aspect: 1, gap: 0.1, inset: 0.1 },
      { aspect: 16 / 10, gap: 0.055, inset: 0.06 },
    ]) {
      const layout = previewLayout(places, frame);
      for (const [i, p] of layout.entries()) {
        expect(p.x).toBeGreaterThanOrEqual(frame.inset - 1e-9);
        expect(p.x).toBeLessThanOrEqual(1 - frame.inset + 1e-9);
        expect(p.y / frame.aspect).toBeGreaterThanOrEqual(frame.inset - 1e-9);
        expect(p.y / frame.aspect).toBeLessThanOrEqual(1 / frame.aspect - frame.inset + 1e-9);
        for (const q of layout.slice(i + 1))
          expect(gapBetween(p, q, frame.aspect)).toBeGreaterThan(frame.gap * 0.99);
      }
    }
  });

  it('keeps far-apart places where the projection put them', () => {
    const frame = { aspect: 1, gap: 0.1, inset: 0.1 };
    const [brisbane, goldCoast, sunshineCoast] = previewLayout(
      [BRISBANE, GOLD_COAST, SUNSHINE_COAST],
      frame,
    );
    expect(sunshineCoast!.y).toBeCloseTo(0.1, 10);
    expect(goldCoast!.y).toBeCloseTo(0.9, 10);
    expect(brisbane!.y).toBeGreaterThan(sunshineCoast!.y);
  });
});

describe('clusterByDistance', () => {
  it('keeps points at least the distance apart on pins of their own', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 0, y: 40 },
    ];
    expect(clusterByDistance(points, 40)).toEqual([[0], [1], [2]]);
  });

  it('puts points nearer than the distance on their group’s first point’s pin, in input order', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 10, y: 10 },
      { x: 120, y: 110 },
      { x: 20, y: 5 },
      { x: 300, y: 300 },
    ];
    expect(clusterByDistance(points, 36)).toEqual([[0, 2], [1, 3], [4]]);
  });

  it('gives nothing for nothing', () => {
    expect(clusterByDistance([], 36)).toEqual([]);
  });
});
