import { z } from 'astro/zod';
import { absoluteUrl } from './primitives.ts';

/** The placeholders a tile URL template may hold (Leaflet's): subdomain, zoom, column, row, retina. */
const TILE_PLACEHOLDERS = ['{s}', '{z}', '{x}', '{y}', '{r}'];

/**
 * A raster tile URL template such as "https://tile.openstreetmap.org/{z}/{x}/{y}.png": https
 * only (the sites are https), {z}, {x} and {y} required, {s} only in the host name.
 */
const tileUrlTemplate = z
  .string()
  .refine(
    (t) => t.startsWith('https://'),
    'must be an https URL template such as "https://tile.openstreetmap.org/{z}/{x}/{y}.png"',
  )
  .refine(
    (t) => ['{z}', '{x}', '{y}'].every((p) => t.includes(p)),
    'must hold {z}, {x} and {y}, e.g. "https://tile.openstreetmap.org/{z}/{x}/{y}.png"',
  )
  .refine(
    (t) => (t.match(/\{[^}]*\}/g) ?? []).every((p) => TILE_PLACEHOLDERS.includes(p)),
    'may hold only {s}, {z}, {x}, {y} and {r}',
  )
  .refine((t) => !tileTemplatePath(t).includes('{s}'), 'may hold {s} only in the host name')
  .refine((t) => absoluteUrl.safeParse(sampleTileUrl(t)).success, 'must be an absolute https URL');

/**
 * Open map tiles for the locations block's interactive map. Tiles load only from here, only
 * after a shopper opens the map, and the site's CSP lets this host in for this dealer only.
 */
export const mapTiles = z.strictObject({
  url: tileUrlTemplate,
  /** Plain text shown on the map, as the tile provider's licence asks ("© OpenStreetMap contributors"). */
  attribution: z.string().min(1),
  /** Where the attribution links (the provider's copyright page). */
  attribution_url: absoluteUrl.optional(),
  max_zoom: z.number().int().min(1).max(22),
  /** Letters or words that replace {s} in turn ("abc" → a., b., c.). */
  subdomains: z
    .string()
    .regex(/^[a-z0-9]+$/, 'must be letters or digits, each one a subdomain ("abc")')
    .optional(),
});

/** Layouts of the home page's locations block: 'auto' is a carousel past three, else a grid. */
export const HOME_LOCATIONS_LAYOUTS = ['auto', 'grid', 'carousel', 'map'] as const;

/** How the dealer's locations are shown: the home block's layout and search, the map's tiles. */
export const locationsDisplay = z.strictObject({
  home_layout: z.enum(HOME_LOCATIONS_LAYOUTS).default('auto'),
  /** The nearest-dealership postcode search under the home page's locations block. */
  home_postcode_search: z.boolean().default(false),
  /**
   * Whether the site offers the postcode search at all (locations, contact and, with
   * home_postcode_search, home). 'auto': where the platform ships the country's postcode
   * positions (Australia). 'on' for a dealer whose API has GOOGLE_GEOCODING_API_KEY set
   * (New Zealand needs it); 'off' to leave the search out.
   */
  postcode_search: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Without tiles the map layout is its static preview and the list of locations. */
  map_tiles: mapTiles.optional(),
});

export const LOCATIONS_DISPLAY_DEFAULTS = locationsDisplay.parse({});

export type MapTiles = z.infer<typeof mapTiles>;
export type LocationsDisplay = z.infer<typeof locationsDisplay>;
export type HomeLocationsLayout = LocationsDisplay['home_layout'];

function tileTemplatePath(template: string): string {
  const afterScheme = template.replace(/^https:\/\//, '');
  const slash = afterScheme.indexOf('/');
  return slash === -1 ? '' : afterScheme.slice(slash);
}

/** The template with its placeholders filled, to check it is a real URL. */
function sampleTileUrl(template: string): string {
  return template
    .replaceAll('{s}', 'a')
    .replaceAll('{z}', '1')
    .replaceAll('{x}', '1')
    .replaceAll('{y}', '1')
    .replaceAll('{r}', '');
}
