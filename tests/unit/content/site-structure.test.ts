import { describe, expect, it } from 'vitest';
import {
  brandItemSlug,
  brandPages,
  contactUsPages,
  contentPages,
  locationPages,
} from '../../../src/lib/content/index.ts';
import { dealer, locationJson, modelJson } from './fixtures.ts';

const TODAY = '2026-11-20';
const logo = (name: string) => ({ url: `/media/makes/${name}.svg`, width: 160, height: 80 });

describe('brandPages', () => {
  const d = dealer({
    manufacturers: [
      {
        id: 1,
        name: 'Toyota',
        slug: 'toyota',
        logo: logo('toyota'),
        description: 'Oh what a feeling.',
      },
    ],
    brand_items: [
      { name: 'Toyota', url: '/brands/toyota', logo: logo('toyota-alt') },
      { name: 'Land Rover', url: '/brands/land-rover', logo: logo('land-rover') },
      { name: 'Kia', url: 'https://kia.example.com.au', logo: logo('kia') },
    ],
    models: [
      modelJson({ name: 'HiLux', manufacturer_name: 'Toyota', position: 2 }),
      modelJson({ name: 'RAV4', manufacturer_name: 'Toyota', position: 1 }),
      modelJson({ name: 'Defender', manufacturer_name: 'Land Rover' }),
    ],
  });
  const cars = [
    { make: 'Toyota', sold: false },
    { make: 'toyota', sold: false },
    { make: 'Toyota', sold: true },
    { make: 'Land Rover', sold: false },
    { make: 'Kia', sold: false },
  ];

  it('gives one page per manufacturer and per brand item linking a /brands/ page', () => {
    const pages = brandPages(d, cars);
    expect(
      pages.map((p) => [p.path, p.name, p.stockCount, p.searchHref, p.models.map((m) => m.name)]),
    ).toEqual([
      ['/brands/toyota', 'Toyota', 2, '/search/toyota', ['RAV4', 'HiLux']],
      ['/brands/land-rover', 'Land Rover', 1, '/search/land-rover', ['Defender']],
    ]);
    expect(pages[0]?.description).toBe('Oh what a feeling.');
    expect(pages[0]?.logo.url).toBe('/media/makes/toyota.svg');
    expect(pages[1]?.description).toBeNull();
  });

  it('reads the slug of /brands/ links only', () => {
    expect(brandItemSlug({ url: '/brands/land-rover/' })).toBe('land-rover');
    expect(brandItemSlug({ url: '/search/kia' })).toBeNull();
  });
});

describe('locationPages', () => {
  const locations = [
    locationJson({
      id: 1,
      name: 'Harbour Motors - Service',
      slug: 'harbour-service',
      location_type: 'service',
      primary: false,
    }),
    locationJson({ id: 2, name: 'Harbour Motors - Sales', slug: 'harbour-sales' }),
    locationJson({
      id: 3,
      name: 'Hill Motors',
      slug: 'hill',
      dealership_id: 11,
      dealership_slug: 'hill-motors',
      primary: false,
    }),
    locationJson({ id: 4, name: 'Hidden', slug: 'hidden', visible: false, primary: false }),
  ];
  const dealerships = [
    { id: 10, slug: 'harbour-motors', name: 'Harbour Motors' },
    { id: 11, slug: 'hill-motors', name: 'Hill Motors Pty' },
  ];

  it('makes one page per visible location by its slug', () => {
    const pages = locationPages(
      dealer({ locations, dealerships, config: { location_links: 'location' } }),
    );
    expect(pages.map((p) => [p.path, p.name])).toEqual([
      ['/locations/harbour-sales', 'Harbour Motors - Sales'],
      ['/locations/hill', 'Hill Motors'],
      ['/locations/harbour-service', 'Harbour Motors - Service'],
    ]);
  });

  it('gathers locations per dealership slug, named after the dealership', () => {
    const pages = locationPages(
      dealer({ locations, dealerships, config: { location_links: 'dealership' } }),
    );
    expect(pages.map((p) => [p.path, p.name, p.locations.map((l) => l.id)])).toEqual([
      ['/locations/harbour-motors', 'Harbour Motors', [2, 1]],
      ['/locations/hill-motors', 'Hill Motors Pty', [3]],
    ]);
  });

  it('makes none when locations link to the contact page', () => {
    expect(
      locationPages(dealer({ locations, dealerships, config: { location_links: 'contact' } })),
    ).toEqual([]);
  });
});

describe('contactUsPages', () => {
  it("shares one page between a site's sales, service and parts locations, in location order", () => {
    const d = dealer({
      locations: [
        locationJson({ id: 1, name: 'Stewart Toyota Sutherland - Sales', slug: 'a' }),
        locationJson({
          id: 2,
          name: 'Stewart Toyota Sutherland - Service',
          slug: 'b',
          location_type: 'service',
          primary: false,
        }),
        locationJson({ id: 3, name: 'Stewart Toyota Miranda', slug: 'c', primary: false }),
      ],
    });
    expect(contactUsPages(d).map((p) => [p.path, p.name, p.locations.map((l) => l.id)])).toEqual([
      ['/contact-us/stewart-toyota-miranda', 'Stewart Toyota Miranda', [3]],
      ['/contact-us/stewart-toyota-sutherland', 'Stewart Toyota Sutherland', [1, 2]],
    ]);
  });
});

describe('contentPages', () => {
  it('lists the fixed content pages for a plain dealer', () => {
    expect(contentPages(dealer(), TODAY).map((p) => p.path)).toEqual([
      '/finance',
      '/valuations',
      '/service',
      '/electric-cars',
      '/faqs',
      '/locations',
      '/contact',
      '/privacy-policy',
      '/pages/privacy-statement',
      '/terms',
    ]);
  });

  it('adds models, running offers, the service-booking page and extra pages when the dealer has them', () => {
    const d = dealer({
      models: [modelJson({ name: 'Forester' })],
      offers: [{ slug: 'o', title: 'O', summary: 's' }],
      config: {
        service_booking: {
          path: '/subaru-service',
          url: 'https://book.example.com',
          title: 'Book a Subaru Service',
        },
      },
      pages: [
        {
          path: '/protection-plan',
          title: 'Protection Plan',
          description: 'd',
          sections: [{ paragraphs: ['p'] }],
        },
      ],
    });
    const pages = contentPages(d, TODAY);
    expect(pages.slice(0, 6)).toEqual([
      { path: '/models', title: 'Models' },
      { path: '/special-offers', title: 'Special Offers' },
      { path: '/finance', title: 'Finance' },
      { path: '/valuations', title: 'Sell Your Car' },
      { path: '/service', title: 'Service' },
      { path: '/subaru-service', title: 'Book a Subaru Service' },
    ]);
    expect(pages).toContainEqual({ path: '/protection-plan', title: 'Protection Plan' });
    expect(pages.at(-1)).toEqual({ path: '/terms', title: 'Terms of Use' });
  });
});
