/** What LocationsMap.astro hands its script, as JSON in the page. */
import type { MapTileSettings } from '../../lib/locations/map-tiles.ts';

export interface MapPlaceData {
  lat: number;
  lng: number;
  /** The place's locations and city, read out for its pin. */
  label: string;
  /** How many locations share the place (a site's sales, service and parts). */
  count: number;
}

export interface MapData {
  /** One per pin, in the order of the preview's pins (data-map-place). */
  places: MapPlaceData[];
  /** The dealer's tile source; null: the preview and the list only. */
  tiles: MapTileSettings | null;
}
