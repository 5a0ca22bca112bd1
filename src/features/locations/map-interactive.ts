/**
 * The locations block's interactive map: Leaflet with the dealer's open tile source, a pin per
 * place — places whose pins would cover each other at the current zoom share one pin, which
 * shows all their cards — redrawn as the shopper zooms. Loaded by map-controller.ts only when
 * a shopper opens the map, so its code, its stylesheet and every tile request come after that
 * press and never before.
 */
import * as L from 'leaflet';
// The stylesheet as a file of its own, linked when the map opens: imported as CSS, the build
// would inline it into every page's styles.
import leafletCssUrl from 'leaflet/dist/leaflet.css?url';
import { escapeHtml } from '../../lib/html/escape.ts';
import { clusterByDistance } from '../../lib/locations/map-preview.ts';
import type { MapTileSettings } from '../../lib/locations/map-tiles.ts';
import type { MapData } from './map-data.ts';

export interface LiveMapOptions {
  /** The preview pin's drawing, so both maps show the same pin. */
  pinMarkup: string;
  /** The panel a pin fills (aria-controls). */
  panelId: string;
  /** A pin was chosen: the places it stands for. */
  onChoose: (places: number[], pin: HTMLElement) => void;
  /** How a pin standing for these places is read out. */
  labelOf: (places: number[]) => string;
  /** The pins were drawn anew (after a zoom). */
  onDraw: () => void;
}

/** Closer than this a pin says little about where the place is. */
const MAX_FIT_ZOOM = 14;
const PIN_SIZE: L.PointTuple = [28, 34];
/** The pin's tip. */
const PIN_ANCHOR: L.PointTuple = [14, 32];

/** Pins closer than this (px) would cover each other: a finger's width and a bit. */
const PIN_SPACING = 36;

/** Leaflet shows attribution as HTML; the dealer's text is text. */
function attributionHtml(tiles: MapTileSettings): string {
  const text = escapeHtml(tiles.attribution);
  if (!tiles.attributionUrl) return text;
  return `<a href="${escapeHtml(tiles.attributionUrl)}" target="_blank" rel="noopener">${text}</a>`;
}

let styles: Promise<void> | undefined;

/** Links Leaflet's stylesheet once; the map should draw only after it has loaded. */
export function loadMapStyles(): Promise<void> {
  styles ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = leafletCssUrl;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        // Tried again on the next press.
        link.remove();
        styles = undefined;
        reject(new Error('the map stylesheet did not load'));
      },
      { once: true },
    );
    document.head.append(link);
  });
  return styles;
}

export function openInteractiveMap(container: HTMLElement, data: MapData, options: LiveMapOptions) {
  const tiles = data.tiles;
  if (!tiles) throw new Error('the interactive map needs a tile source');
  const before = { className: container.className, tabIndex: container.getAttribute('tabindex') };
  // Zoom buttons bottom left: the top edge stays clear for the northernmost pins.
  const map = L.map(container, { scrollWheelZoom: false, zoomControl: false });
  L.control.zoom({ position: 'bottomleft' }).addTo(map);
  L.tileLayer(tiles.url, {
    attribution: attributionHtml(tiles),
    maxZoom: tiles.maxZoom,
    subdomains: tiles.subdomains,
  }).addTo(map);
  container.setAttribute(
    'aria-label',
    'Interactive map of our locations. Arrow keys move the map; plus and minus zoom.',
  );
  container.setAttribute('role', 'region');

  // The view first: Leaflet adds markers to a map without one only later, with no element yet.
  map.fitBounds(L.latLngBounds(data.places.map((p) => [p.lat, p.lng] as L.LatLngTuple)), {
    // Room above for a pin's height, and for the zoom buttons and the attribution below.
    paddingTopLeft: [32, 48],
    paddingBottomRight: [32, 32],
    maxZoom: Math.min(MAX_FIT_ZOOM, tiles.maxZoom),
  });

  const layer = L.layerGroup().addTo(map);
  let pins: { places: number[]; element: HTMLElement }[] = [];

  function pinFor(places: number[]): HTMLElement | null {
    const members = places.map((i) => data.places[i]).filter((p) => p !== undefined);
    // At the group's first place, which every other pin's first place is PIN_SPACING from.
    const { lat, lng } = members[0] ?? { lat: 0, lng: 0 };
    const count = members.reduce((sum, p) => sum + p.count, 0);
    const label = options.labelOf(places);
    const marker = L.marker([lat, lng], {
      // Our own key handling below: Leaflet's answers Enter only.
      keyboard: false,
      riseOnHover: true,
      icon: L.divIcon({
        className: 'lmap__pin lmap__pin--live',
        html: `${options.pinMarkup}${count > 1 ? `<span class="lmap__count" aria-hidden="true">${count}</span>` : ''}<span class="fc-visually-hidden">${escapeHtml(label)}</span>`,
        iconSize: PIN_SIZE,
        iconAnchor: PIN_ANCHOR,
      }),
    }).addTo(layer);
    const pin = marker.getElement();
    if (!pin) return null;
    pin.tabIndex = 0;
    pin.setAttribute('role', 'button');
    pin.setAttribute('aria-controls', options.panelId);
    pin.title = label;
    marker.on('click', () => options.onChoose(places, pin));
    pin.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      options.onChoose(places, pin);
    });
    return pin;
  }

  function draw(): void {
    layer.clearLayers();
    const points = data.places.map((p) => map.latLngToLayerPoint([p.lat, p.lng]));
    pins = clusterByDistance(points, PIN_SPACING).flatMap((places) => {
      const element = pinFor(places);
      return element ? [{ places, element }] : [];
    });
  }
  draw();
  map.on('zoomend', () => {
    draw();
    options.onDraw();
  });

  return {
    /** The pin now standing for this place. */
    pinOf: (place: number): HTMLElement | null =>
      pins.find((p) => p.places.includes(place))?.element ?? null,
    /** Back to the empty box it was, so the map can open in it again. */
    remove: () => {
      map.remove();
      container.replaceChildren();
      container.className = before.className;
      container.removeAttribute('role');
      container.removeAttribute('aria-label');
      if (before.tabIndex === null) container.removeAttribute('tabindex');
    },
  };
}
