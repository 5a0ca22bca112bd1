/**
 * A dealer's map tile source (locations_display.map_tiles): which origins the browser fetches
 * tiles from, for the site's Content-Security-Policy, and what the interactive map is told.
 */
import type { MapTiles } from '../config/locations-display.ts';

/** Leaflet's subdomains when the template has {s} and the dealer names none. */
const DEFAULT_SUBDOMAINS = 'abc';

/** Every origin a template loads from: one per subdomain when the host holds {s}. */
export function tileOrigins(tiles: Pick<MapTiles, 'url' | 'subdomains'>): string[] {
  const hostPart = /^https:\/\/([^/]+)/.exec(tiles.url)?.[1];
  if (!hostPart) return [];
  const subdomains = hostPart.includes('{s}')
    ? [...(tiles.subdomains ?? DEFAULT_SUBDOMAINS)]
    : [''];
  return [
    ...new Set(subdomains.map((s) => new URL(`https://${hostPart.replaceAll('{s}', s)}`).origin)),
  ];
}

/** What the page hands the interactive map (as JSON in the page), attribution as plain text. */
export interface MapTileSettings {
  url: string;
  attribution: string;
  attributionUrl: string | null;
  maxZoom: number;
  subdomains: string;
}

export function tileSettings(tiles: MapTiles): MapTileSettings {
  return {
    url: tiles.url,
    attribution: tiles.attribution,
    attributionUrl: tiles.attribution_url ?? null,
    maxZoom: tiles.max_zoom,
    subdomains: tiles.subdomains ?? DEFAULT_SUBDOMAINS,
  };
}
