// Every URL a dealer file can carry ends up in an href, a src or JSON-LD on every page of a
// site, so the schema accepts only http(s), tel:/mailto: (links only) and site paths: see
// src/lib/config/safe-url.ts and docs/config-reference.md "Links and URLs".
import { describe, expect, it } from 'vitest';
import { DealerConfigError, parseDealer } from '../../../src/lib/config/index.ts';
import {
  isSafeUrl,
  safeUrlMessage,
  urlForm,
  type UrlKind,
} from '../../../src/lib/config/safe-url.ts';
import { loadDealerFiles } from './dealer-files.ts';

type Json = Record<string, unknown>;

const MESSAGE: Record<UrlKind, string> = {
  link: 'must be an http(s), tel: or mailto: link or a path starting with /',
  media: 'must be an http(s) URL or a path starting with /',
  web: 'must be an absolute http(s) URL such as https://example.com.au',
  path: 'must be a site path starting with a single /',
};

/** Refused for every kind of URL field. */
const UNSAFE = [
  'javascript:alert(1)',
  'JaVaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\u2028javascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  'javascript\t:alert(1)',
  'javascript&colon;alert(1)',
  '%6Aavascript:alert(1)',
  'javascript://example.com/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/file',
  'blob:https://example.com/uuid',
  'about:blank',
  'intent://example.com#Intent;end',
  '//evil.com',
  '//evil.com/path',
  '/\\evil.com',
  '/\\/evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  'https:/evil.com',
  'https:evil.com',
  'https:///evil.com',
  'https:\\\\evil.com',
  'https://',
  'http://',
  'https://exa mple.com',
  'https://example.com/a b',
  'https://example.com/\t',
  'https://example.com ',
  ' https://example.com',
  ' /finance',
  '/../x',
  '/a/..',
  '/a/./b',
  '/%2e%2e/x',
  '/%2E./x',
  '/a\\b',
  '/a\\..\\..\\x',
  '/finance ',
  '/fin ance',
  'www.example.com',
  'example.com/finance',
  'finance',
  './finance',
  '../finance',
  '?query=1',
  '',
  ' ',
];

const ACCEPTED: Record<UrlKind, string[]> = {
  web: [
    'https://www.example.com.au',
    'https://www.example.com.au/',
    'http://example.com/path?x=1#top',
    'HTTPS://WWW.EXAMPLE.COM',
    'HtTp://example.com',
    'https://search.google.com/local/writereview?placeid=abc',
    'https://www.google.com/maps/search/?api=1&query=12%20Beach%20Rd',
    'https://example.com:8443/x',
  ],
  path: [
    '/',
    '/finance',
    '/contact-us/kestrel-bay-subaru',
    '/models?body=all',
    '/search/new-and-used-motorcycles?refinementList[simple_body][0]=adventure',
    '/page#section',
    '/media/logo.svg',
    '/a:b',
    '/%2F%2Fevil.com',
    '/.well-known/x',
    '/a.b/..c/...',
  ],
  link: [],
  media: [],
};
ACCEPTED.link = [
  ...ACCEPTED.web,
  ...ACCEPTED.path,
  'tel:0255501200',
  'tel:+61255501200',
  'TEL:02 5550 1200',
  'mailto:sales@example.com.au',
  'MailTo:sales@example.com.au?subject=Test drive',
];
ACCEPTED.media = [...ACCEPTED.web, ...ACCEPTED.path];

const KINDS: UrlKind[] = ['link', 'media', 'web', 'path'];

describe('the safe URL primitive', () => {
  it.each(KINDS)('refuses unsafe and malformed values for %s fields', (kind) => {
    for (const value of UNSAFE) expect(isSafeUrl(value, kind), JSON.stringify(value)).toBe(false);
  });

  it.each(KINDS)('accepts the forms %s fields allow', (kind) => {
    for (const value of ACCEPTED[kind])
      expect(isSafeUrl(value, kind), JSON.stringify(value)).toBe(true);
  });

  it('keeps tel: and mailto: to links: never an image, a site or a path', () => {
    for (const value of ['tel:0255501200', 'mailto:sales@example.com.au']) {
      expect(isSafeUrl(value, 'link'), value).toBe(true);
      for (const kind of ['media', 'web', 'path'] as const)
        expect(isSafeUrl(value, kind), `${kind} ${value}`).toBe(false);
    }
  });

  it('keeps absolute URLs out of site paths and site paths out of absolute-URL fields', () => {
    expect(isSafeUrl('https://example.com/finance', 'path')).toBe(false);
    expect(isSafeUrl('/finance', 'web')).toBe(false);
  });

  it('refuses empty tel: and mailto: links and line breaks inside them', () => {
    for (const value of ['tel:', 'mailto:', 'tel: ', 'tel:02\n5550', 'mailto:a@b.com\r\nBcc:x@y.z'])
      expect(isSafeUrl(value, 'link'), JSON.stringify(value)).toBe(false);
  });

  it('refuses fragment-only links (no sample dealer uses in-page anchors)', () => {
    expect(isSafeUrl('#section', 'link')).toBe(false);
  });

  it('names the form of each accepted value', () => {
    expect(urlForm('https://example.com')).toBe('web');
    expect(urlForm('tel:0255501200')).toBe('contact');
    expect(urlForm('mailto:a@example.com')).toBe('contact');
    expect(urlForm('/finance')).toBe('path');
    expect(urlForm('javascript:alert(1)')).toBeNull();
  });

  it('states what each kind accepts', () => {
    for (const kind of KINDS) expect(safeUrlMessage(kind)).toBe(MESSAGE[kind]);
  });
});

// ---------------------------------------------------------------------------------------
// The dealer file: a base built from the sample dealers so every URL-carrying field is set.

const samples = new Map(loadDealerFiles().map((d) => [d.slug, d.raw]));
function sample(slug: string): Json {
  const raw = samples.get(slug);
  if (!raw) throw new Error(`sample dealer ${slug} is missing`);
  return structuredClone(raw);
}

/** meridian-motor-group plus the URL fields only the other samples carry. */
function baseDealer(): Json {
  const dealer = sample('meridian-motor-group');
  const kestrel = sample('kestrel-bay-subaru');
  const totara = sample('totara-motors');
  const ironbark = sample('ironbark-motorcycles');
  dealer['models'] = kestrel['models'];
  dealer['xtime_url'] = 'https://consumer.xtime.example.com/scheduling/?webKey=meridian';
  const config = dealer['config'] as Json;
  config['service_booking'] = (kestrel['config'] as Json)['service_booking'];
  config['chat'] = (totara['config'] as Json)['chat'];
  config['watchlist'] = (totara['config'] as Json)['watchlist'];
  const navigation = dealer['navigation'] as { header: Json[] };
  const columns = (ironbark['navigation'] as { header: Json[] }).header.find(
    (item) => item['dynamicDropdown'] === 'columns',
  );
  if (!columns) throw new Error('ironbark-motorcycles has no columns menu');
  navigation.header.push(columns);
  const location = (dealer['locations'] as Json[])[0] as Json;
  location['weekend_enquiry_path'] = '/contact-us/meridian-mazda-springwood';
  location['contact_detail'] = {
    ...(location['contact_detail'] as Json),
    youtube_url: 'https://www.youtube.com/@meridianmazda',
    linkedin_url: 'https://www.linkedin.com/company/meridian-mazda',
  };
  const models = dealer['models'] as Json[];
  const model = models[0] as Json;
  model['override_url'] = '/crosstrek-range';
  model['image'] = { ...(model['image'] as Json), thumb: { url: '/media/models/thumb.svg' } };
  return dealer;
}

/** "a.b[2].c" → ['a', 'b', 2, 'c']. */
function pathKeys(field: string): (string | number)[] {
  return field
    .split(/\.|(?=\[)/)
    .map((part) => (part.startsWith('[') ? Number(part.slice(1, -1)) : part));
}

function withValue(dealer: Json, field: string, value: unknown): Json {
  const keys = pathKeys(field);
  let node: Record<string | number, unknown> = dealer;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object') throw new Error(`${field}: the base has no ${key}`);
    node = next as Record<string | number, unknown>;
  }
  const last = keys[keys.length - 1];
  if (last === undefined || !(last in node)) throw new Error(`${field}: the base does not set it`);
  node[last] = value;
  return dealer;
}

function problemsOf(json: Json): readonly string[] {
  try {
    parseDealer(json, 'test/dealer.json');
  } catch (error) {
    if (error instanceof DealerConfigError) return error.problems;
    throw error;
  }
  return [];
}

/** Every URL-carrying field of a dealer file, with its kind. */
const FIELDS: [field: string, kind: UrlKind][] = [
  // Identity and social
  ['url', 'web'],
  ['logo.url', 'media'],
  ['header_logo.url', 'media'],
  ['footer_logo.url', 'media'],
  ['social.facebook', 'web'],
  ['social.instagram', 'web'],
  ['social.youtube', 'web'],
  ['social.linkedin', 'web'],
  ['social.tiktok', 'web'],
  ['gmb_profiles[0].review_url', 'web'],
  ['xtime_url', 'web'],
  // Navigation: links, dropdowns, column (mega) menus, footer
  ['navigation.header[1].url', 'link'],
  ['navigation.header[2].url', 'link'],
  ['navigation.header[4].dropdownItems[0].url', 'link'],
  ['navigation.header[7].dropdownMenus[0].items[0].url', 'link'],
  ['navigation.footer[0].items[0].url', 'link'],
  // Catalogue
  ['manufacturers[0].logo.url', 'media'],
  ['models[0].image.url', 'media'],
  ['models[0].image.thumb.url', 'media'],
  ['models[0].override_url', 'link'],
  ['brand_items[0].url', 'link'],
  ['brand_items[0].logo.url', 'media'],
  ['dealership_websites[0].url', 'web'],
  ['dealership_websites[0].logo.url', 'media'],
  // Locations and maps
  ['locations[0].image.url', 'media'],
  ['locations[0].address.place_url', 'web'],
  ['locations[0].contact_detail.youtube_url', 'web'],
  ['locations[0].contact_detail.linkedin_url', 'web'],
  ['locations[0].weekend_enquiry_path', 'path'],
  ['locations_display.map_tiles.attribution_url', 'web'],
  // Content
  ['offers[0].cta_url', 'link'],
  ['offers[0].image.url', 'media'],
  ['promo_cards[0].node.cta_url', 'link'],
  ['promo_cards[0].node.image.url', 'media'],
  ['staff[0].photo.url', 'media'],
  ['pages[0].path', 'path'],
  ['pages[0].hero.url', 'media'],
  // Theme and search
  ['theme.hero.image.url', 'media'],
  ['search.path', 'path'],
  // Options
  ['config.saved_cars.path', 'path'],
  ['config.service_booking.path', 'path'],
  ['config.watchlist.path', 'path'],
  ['config.service_booking.url', 'web'],
  ['config.chat.url', 'link'],
  ['config.virtual_showroom_url', 'link'],
  ['config.contact_path', 'path'],
];

/** A value each kind accepts and one it refuses although it is safe elsewhere. */
const KIND_CASES: Record<UrlKind, { accepted: string[]; refused: string[] }> = {
  link: {
    accepted: [
      'https://partner.example.com/x',
      '/somewhere-else',
      'tel:0755501234',
      'mailto:a@example.com',
    ],
    refused: ['www.example.com'],
  },
  media: {
    accepted: ['https://cdn.example.com/image.jpg', '/media/elsewhere.svg'],
    refused: ['mailto:a@example.com', 'tel:0755501234'],
  },
  web: { accepted: ['https://elsewhere.example.com/x'], refused: ['/not-absolute'] },
  path: { accepted: ['/somewhere-else'], refused: ['https://example.com/page', 'tel:0755501234'] },
};

describe('a dealer file', () => {
  it('built for these tests parses, with every field in the table set', () => {
    const dealer = baseDealer();
    expect(problemsOf(dealer)).toEqual([]);
    // Each field exists in the base, so a refusal below is about the value, not the shape.
    for (const [field] of FIELDS) withValue(baseDealer(), field, 'x');
  });

  describe.each(FIELDS)('%s (%s)', (field, kind) => {
    it('refuses javascript:alert(1), naming the field and what is accepted', () => {
      expect(problemsOf(withValue(baseDealer(), field, 'javascript:alert(1)'))).toContain(
        `${field}: ${MESSAGE[kind]}`,
      );
    });

    it.each([
      ' JaVaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.com',
      '/\\evil.com',
    ])('refuses %j', (value) => {
      expect(problemsOf(withValue(baseDealer(), field, value))).toContain(
        `${field}: ${MESSAGE[kind]}`,
      );
    });

    it(`accepts the forms a ${kind} field allows and refuses the others`, () => {
      const { accepted, refused } = KIND_CASES[kind];
      for (const value of accepted)
        expect(problemsOf(withValue(baseDealer(), field, value)), value).toEqual([]);
      for (const value of refused)
        expect(problemsOf(withValue(baseDealer(), field, value)), value).toContain(
          `${field}: ${MESSAGE[kind]}`,
        );
    });
  });

  it('reports an unsafe footer link with the footer navigation message and the field', () => {
    const problems = problemsOf(
      withValue(baseDealer(), 'navigation.footer[1].items[2].url', 'javascript:alert(1)'),
    );
    expect(problems).toContain('navigation.footer: Cannot run without navigation');
    expect(problems).toContain(`navigation.footer[1].items[2].url: ${MESSAGE.link}`);
  });
});

// ---------------------------------------------------------------------------------------
// Every URL-shaped value in every sample dealer, whatever field holds it, is checked: a field
// added later without a URL primitive fails here as soon as a sample dealer uses it.

/** [field path, value] of every string that reads as a URL or site path. */
function urlValues(node: unknown, field = ''): [string, string][] {
  if (typeof node === 'string')
    return /^(\/|https?:|tel:|mailto:)/i.test(node) ? [[field, node]] : [];
  if (Array.isArray(node)) return node.flatMap((item, i) => urlValues(item, `${field}[${i}]`));
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) =>
      urlValues(value, field ? `${field}.${key}` : key),
    );
  return [];
}

describe.each([...samples.keys()])('every URL in sample dealer %s', (slug) => {
  it('is refused, with its field named, when replaced by javascript:alert(1)', () => {
    const values = urlValues(sample(slug));
    expect(values.length).toBeGreaterThan(20);
    const unnamed = values
      .map(([field]) => field)
      .filter((field) => {
        const problems = problemsOf(withValue(sample(slug), field, 'javascript:alert(1)'));
        return !problems.some((p) => p.startsWith(`${field}: must be `));
      });
    expect(unnamed).toEqual([]);
  });

  it('covers only fields whose kind is in the table above', () => {
    const generic = (field: string) => field.replace(/\[\d+\]/g, '[0]');
    // A tile URL template ({z}/{x}/{y}) is its own kind, tested in tests/unit/locations/map-tiles.test.ts.
    const ownKind = new Set(['locations_display.map_tiles.url']);
    const known = new Set(FIELDS.map(([field]) => generic(field)));
    const extra = urlValues(sample(slug))
      .map(([field]) => generic(field))
      .filter((field) => !known.has(field) && !ownKind.has(field) && !/^navigation\./.test(field));
    expect([...new Set(extra)]).toEqual([]);
  });
});
