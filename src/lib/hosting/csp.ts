/**
 * A dealer site's Content-Security-Policy and Permissions-Policy: its own files ('self'), the
 * inline scripts of its built pages by hash, and only the third parties its dealer file
 * switches on. Pure: the build hashes the pages and passes the hashes in.
 */
import type { Dealer } from '../config/index.ts';
import { mapEmbedUrl } from '../locations/index.ts';
import { tileOrigins } from '../locations/map-tiles.ts';

/** The third parties a dealer's pages load, connect to or frame. */
export interface SiteFeatures {
  /** Algolia application id when the dealer's search runs on Algolia (search-only key). */
  algoliaAppId: string | null;
  /** Stripe.js (deposits and checkout) when the dealer's payment processor is Stripe. */
  stripe: boolean;
  /** Origins the pages frame: location map embeds, the service-booking page. */
  frameOrigins: string[];
  /**
   * Origins of the map tiles the dealer configures (locations_display.map_tiles), fetched
   * only once a shopper opens the interactive map. Absent or empty: no tile host is allowed.
   */
  mapTileOrigins?: string[];
}

/** The built pages' inline scripts as CSP hash sources ('sha256-…'), and where images live. */
export interface BuiltSources {
  scriptHashes: readonly string[];
  /** Origins of absolute image URLs the pages or the car data reference. */
  imageOrigins: readonly string[];
}

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_FRAMES = [STRIPE_JS, 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';
// maps.google.com/maps?…&output=embed answers with a redirect to www.google.com, and a frame's
// redirects are checked against frame-src too.
const MAP_REDIRECT_ORIGIN = 'https://www.google.com';

export function siteFeatures(dealer: Dealer): SiteFeatures {
  const { search } = dealer;
  const maps = dealer.locations.map((location) => originOf(mapEmbedUrl(location.address)));
  const booking = dealer.config.service_booking?.url;
  const tiles = dealer.locations_display.map_tiles;
  return {
    algoliaAppId: search.engine === 'algolia' && search.algolia ? search.algolia.app_id : null,
    stripe: dealer.payment_provider === 'Stripe',
    frameOrigins: unique([
      ...maps,
      ...(maps.length ? [MAP_REDIRECT_ORIGIN] : []),
      ...(booking ? [originOf(booking)] : []),
    ]),
    mapTileOrigins: tiles ? tileOrigins(tiles) : [],
  };
}

/** The hosts algoliasearch's lite client answers from: the DSN first, then its fallbacks. */
export function algoliaOrigins(appId: string): string[] {
  return [
    `https://${appId}-dsn.algolia.net`,
    `https://${appId}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
  ];
}

export function contentSecurityPolicy(features: SiteFeatures, built: BuiltSources): string {
  const self = "'self'";
  const stripe = features.stripe;
  const tiles = features.mapTileOrigins ?? [];
  const directives: [string, string[]][] = [
    ['default-src', [self]],
    ['script-src', [self, ...quoted(built.scriptHashes), ...(stripe ? [STRIPE_JS] : [])]],
    // Inline styles are allowed as a whole: Astro inlines small stylesheets and components
    // set custom properties in style attributes, and their ~40 hashes made the policy 3.2 KB
    // on every answer, past the 2,000 characters a line Cloudflare Pages applies. A style
    // cannot run code; scripts stay limited to the site's own files and hashed inline ones.
    ['style-src', [self, "'unsafe-inline'"]],
    // Map tiles are images; the map library may also fetch them, so connect-src lets them in too.
    ['img-src', [self, 'data:', ...built.imageOrigins, ...tiles]],
    ['font-src', [self]],
    [
      'connect-src',
      [
        self,
        ...(features.algoliaAppId ? algoliaOrigins(features.algoliaAppId) : []),
        ...(stripe ? [STRIPE_API] : []),
        ...tiles,
      ],
    ],
    ['frame-src', [...features.frameOrigins, ...(stripe ? STRIPE_FRAMES : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', [self]],
    ['form-action', [self]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${unique(sources).join(' ') || "'none'"}`)
    .join('; ');
}

/**
 * Powerful features the pages never use are switched off; payment stays open to Stripe's frame
 * when the dealer takes payments. Geolocation is off: the locations pages do not ask for it.
 */
export function permissionsPolicy(features: SiteFeatures): string {
  const policies = [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    `payment=${features.stripe ? `(self "${STRIPE_JS}")` : '()'}`,
  ];
  return policies.join(', ');
}

function quoted(hashes: readonly string[]): string[] {
  return [...new Set(hashes)].sort().map((hash) => `'${hash}'`);
}

function originOf(url: string): string {
  return new URL(url).origin;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
