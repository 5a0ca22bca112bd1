import { describe, expect, it } from 'vitest';
import { parseDealer, type Dealer } from '../../../src/lib/config/index.ts';
import {
  algoliaOrigins,
  contentSecurityPolicy,
  permissionsPolicy,
  siteFeatures,
  type BuiltSources,
  type SiteFeatures,
} from '../../../src/lib/hosting/csp.ts';
import { loadDealerFiles } from '../config/dealer-files.ts';

const samples = loadDealerFiles();
const sample = (slug: string) => samples.find((d) => d.slug === slug)!;

/** A sample dealer file with some fields replaced, parsed as the build parses it. */
function dealerWith(slug: string, change: (raw: Record<string, unknown>) => void): Dealer {
  const { raw, file } = sample(slug);
  const copy = structuredClone(raw);
  change(copy);
  return parseDealer(copy, file);
}

const noInline: BuiltSources = {
  scriptHashes: [],
  imageOrigins: [],
};
const plain: SiteFeatures = { algoliaAppId: null, stripe: false, frameOrigins: [] };

/** The directives of a policy: name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('siteFeatures', () => {
  it('frames the location maps (and the host they redirect to) for every sample dealer', () => {
    for (const { dealer } of samples) {
      const { frameOrigins } = siteFeatures(dealer);
      expect(frameOrigins).toContain('https://maps.google.com');
      expect(frameOrigins).toContain('https://www.google.com');
    }
  });

  it('frames the service-booking page when the dealer has one', () => {
    const kestrel = siteFeatures(sample('kestrel-bay-subaru').dealer);
    expect(kestrel.frameOrigins).toContain('https://service-booking.example.com');
    const without = dealerWith('kestrel-bay-subaru', (raw) => {
      delete (raw['config'] as Record<string, unknown>)['service_booking'];
    });
    expect(siteFeatures(without).frameOrigins).not.toContain('https://service-booking.example.com');
  });

  it('turns Stripe on only for a dealer whose payment processor is Stripe', () => {
    expect(siteFeatures(sample('kestrel-bay-subaru').dealer).stripe).toBe(true);
    expect(siteFeatures(sample('meridian-motor-group').dealer).stripe).toBe(true);
    expect(siteFeatures(sample('totara-motors').dealer).stripe).toBe(false);
    expect(siteFeatures(sample('ironbark-motorcycles').dealer).stripe).toBe(false);
  });

  it('names the Algolia app only when the dealer searches with Algolia', () => {
    expect(siteFeatures(sample('kestrel-bay-subaru').dealer).algoliaAppId).toBeNull();
    const algolia = dealerWith('kestrel-bay-subaru', (raw) => {
      raw['search'] = {
        ...(raw['search'] as object),
        engine: 'algolia',
        algolia: { app_id: 'KB7QX2', search_key: 'public-search-key' },
      };
    });
    expect(siteFeatures(algolia).algoliaAppId).toBe('KB7QX2');
  });

  it('leaves the chat button out: it is a link, and links load nothing', () => {
    const totara = siteFeatures(sample('totara-motors').dealer);
    expect(JSON.stringify(totara)).not.toContain('chat.totaramotors.co.nz');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only the site itself when nothing third-party is on', () => {
    expect(contentSecurityPolicy(plain, noInline)).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('never allows eval or an inline script without its hash', () => {
    const policy = directives(
      contentSecurityPolicy(
        { algoliaAppId: 'A1', stripe: true, frameOrigins: ['https://maps.google.com'] },
        { ...noInline, scriptHashes: ['sha256-abc='] },
      ),
    );
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).toContain("'sha256-abc='");
  });

  it('allows inline scripts by hash, sorted and once each', () => {
    const policy = directives(
      contentSecurityPolicy(plain, {
        ...noInline,
        scriptHashes: ['sha256-b=', 'sha256-a=', 'sha256-b='],
      }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-a='", "'sha256-b='"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allows the image hosts the pages use', () => {
    const policy = directives(
      contentSecurityPolicy(plain, { ...noInline, imageOrigins: ['https://images.example.com'] }),
    );
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://images.example.com']);
  });

  it("connects to the dealer's own Algolia app hosts, and no one else's", () => {
    const policy = directives(
      contentSecurityPolicy({ ...plain, algoliaAppId: 'KB7QX2' }, noInline),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", ...algoliaOrigins('KB7QX2')]);
    expect(algoliaOrigins('KB7QX2')).toEqual([
      'https://KB7QX2-dsn.algolia.net',
      'https://KB7QX2.algolia.net',
      'https://KB7QX2-1.algolianet.com',
      'https://KB7QX2-2.algolianet.com',
      'https://KB7QX2-3.algolianet.com',
    ]);
  });

  it('loads, frames and connects to Stripe only when Stripe is on', () => {
    const on = directives(contentSecurityPolicy({ ...plain, stripe: true }, noInline));
    expect(on.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(on.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(on.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(contentSecurityPolicy(plain, noInline)).not.toContain('stripe');
  });

  it('frames exactly the origins the features name', () => {
    const policy = directives(
      contentSecurityPolicy(
        { ...plain, frameOrigins: ['https://maps.google.com', 'https://www.google.com'] },
        noInline,
      ),
    );
    expect(policy.get('frame-src')).toEqual(['https://maps.google.com', 'https://www.google.com']);
  });

  it('builds each sample dealer a policy that forbids framing and foreign form posts', () => {
    for (const { dealer } of samples) {
      const policy = directives(contentSecurityPolicy(siteFeatures(dealer), noInline));
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
    }
  });
});

describe('permissionsPolicy', () => {
  it('switches off camera, microphone, geolocation, USB and payment by default', () => {
    expect(permissionsPolicy(plain)).toBe(
      'camera=(), microphone=(), geolocation=(), usb=(), payment=()',
    );
  });

  it("opens payment to the page and Stripe's frame when Stripe is on", () => {
    expect(permissionsPolicy({ ...plain, stripe: true })).toContain(
      'payment=(self "https://js.stripe.com")',
    );
  });
});
