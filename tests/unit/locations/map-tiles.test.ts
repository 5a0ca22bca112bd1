// The dealer's map tile source: what the config accepts, which origins the site's CSP lets in
// (only for a dealer with tiles), and what the interactive map is handed.
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { DealerConfigError, parseDealer } from '../../../src/lib/config/index.ts';
import { locationsDisplay, mapTiles } from '../../../src/lib/config/locations-display.ts';
import { contentSecurityPolicy, siteFeatures } from '../../../src/lib/hosting/csp.ts';
import { tileOrigins, tileSettings } from '../../../src/lib/locations/map-tiles.ts';
import { loadDealerFiles } from '../config/dealer-files.ts';

const OSM = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  max_zoom: 19,
};

const samples = loadDealerFiles();
const sample = (slug: string) => samples.find((d) => d.slug === slug)!;

function messagesFor(value: unknown): string[] {
  const result = z.object({ tiles: mapTiles }).safeParse({ tiles: value });
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('map_tiles', () => {
  it.each([
    OSM.url,
    'https://{s}.tile.example.com/{z}/{x}/{y}{r}.png',
    'https://tiles.example.com/styles/light/{z}/{x}/{y}.png?key=public',
  ])('accepts %s', (url) => {
    expect(messagesFor({ ...OSM, url })).toEqual([]);
  });

  it.each([
    ['http://tile.openstreetmap.org/{z}/{x}/{y}.png', 'must be an https URL template'],
    ['javascript:alert(1)//{z}/{x}/{y}', 'must be an https URL template'],
    ['https://tile.openstreetmap.org/{z}/{x}.png', 'must hold {z}, {x} and {y}'],
    ['https://tile.example.com/{z}/{x}/{y}.png?{key}', 'may hold only {s}, {z}, {x}, {y} and {r}'],
    ['https://tile.example.com/{s}/{z}/{x}/{y}.png', 'may hold {s} only in the host name'],
    ['https:///{z}/{x}/{y}.png', 'must be an absolute https URL'],
  ])('refuses %s', (url, message) => {
    expect(messagesFor({ ...OSM, url }).some((m) => m.startsWith(message))).toBe(true);
  });

  it('needs an attribution and a max zoom within what tile servers serve', () => {
    expect(messagesFor({ url: OSM.url, max_zoom: 19 })).not.toEqual([]);
    expect(messagesFor({ ...OSM, attribution: '' })).not.toEqual([]);
    expect(messagesFor({ ...OSM, max_zoom: 23 })).not.toEqual([]);
    expect(messagesFor({ ...OSM, max_zoom: 0 })).not.toEqual([]);
  });

  it('defaults to the plain home layout, no home postcode search, the search where it can answer and no tiles', () => {
    expect(locationsDisplay.parse({})).toEqual({
      home_layout: 'auto',
      home_postcode_search: false,
      postcode_search: 'auto',
    });
  });

  it('names the dealer file and field when wrong', () => {
    const { raw, file } = sample('meridian-motor-group');
    const copy = structuredClone(raw);
    (copy['locations_display'] as { map_tiles: { url: string } }).map_tiles.url =
      'https://tiles.example.com/{z}.png';
    expect(() => parseDealer(copy, file)).toThrow(DealerConfigError);
    expect(() => parseDealer(copy, file)).toThrow(
      `${file}: locations_display.map_tiles.url: must hold {z}, {x} and {y}`,
    );
  });
});

describe('tileOrigins', () => {
  it('is the template host', () => {
    expect(tileOrigins(OSM)).toEqual(['https://tile.openstreetmap.org']);
  });

  it('is one origin per subdomain when the host holds {s}', () => {
    const url = 'https://{s}.tile.example.com/{z}/{x}/{y}.png';
    expect(tileOrigins({ url })).toEqual([
      'https://a.tile.example.com',
      'https://b.tile.example.com',
      'https://c.tile.example.com',
    ]);
    expect(tileOrigins({ url, subdomains: '12' })).toEqual([
      'https://1.tile.example.com',
      'https://2.tile.example.com',
    ]);
  });

  it('keeps a port', () => {
    expect(tileOrigins({ url: 'https://tiles.example.com:8443/{z}/{x}/{y}.png' })).toEqual([
      'https://tiles.example.com:8443',
    ]);
  });
});

describe('tileSettings', () => {
  it('hands the map the template, the attribution as text and Leaflet subdomains', () => {
    expect(
      tileSettings({ ...OSM, attribution_url: 'https://www.openstreetmap.org/copyright' }),
    ).toEqual({
      url: OSM.url,
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      maxZoom: 19,
      subdomains: 'abc',
    });
  });
});

describe("the site's CSP", () => {
  const built = { scriptHashes: [], imageOrigins: [] };
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];

  it('lets the tile host in for images and connections for the dealer with tiles', () => {
    const policy = contentSecurityPolicy(
      siteFeatures(sample('meridian-motor-group').dealer),
      built,
    );
    expect(directive(policy, 'img-src')).toContain('https://tile.openstreetmap.org');
    expect(directive(policy, 'connect-src')).toContain('https://tile.openstreetmap.org');
  });

  it.each(['kestrel-bay-subaru', 'totara-motors', 'ironbark-motorcycles'])(
    'lets no tile host in for %s, which has none',
    (slug) => {
      const policy = contentSecurityPolicy(siteFeatures(sample(slug).dealer), built);
      expect(policy).not.toContain('tile');
    },
  );
});
