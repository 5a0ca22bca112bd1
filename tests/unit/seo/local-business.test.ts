import { describe, expect, it } from 'vitest';
import { localBusinessJsonLd, localBusinessesJsonLd } from '../../../src/lib/seo/index.ts';
import { dealer, locationJson } from './dealer-fixture.ts';

const service = locationJson({
  id: 2,
  name: 'Harbour Motors - Service',
  slug: 'harbour-motors-service',
  primary: false,
  location_type: 'service',
  image: { url: '/media/harbour/service.jpg', width: 600, height: 400 },
  average_rating: 4.8,
  review_count: 57,
  address: {
    street: '3 Dock St',
    city: 'Kestrel Bay',
    state: 'NSW',
    postcode: '2000',
    lat: -33.81,
    lng: 151.21,
    place_url: 'https://maps.google.com/?cid=1',
  },
  contact_detail: {
    phone: '02 9000 2222',
    email: 'service@harbour.example.com.au',
    opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      status: 'Open',
      start_hour: '07:30',
      end_hour: '16:30',
    })),
    special_hours: [{ date: '2026-12-25', status: 'Closed' }],
  },
});

describe('localBusinessJsonLd', () => {
  it('types a service location as LocalBusiness and AutoRepair with hours, holidays and rating', () => {
    const d = dealer({ locations: [locationJson(), service] });
    const loc = d.locations[1];
    if (!loc) throw new Error('fixture');
    expect(localBusinessJsonLd(d, loc, '/locations/harbour-motors-service')).toEqual({
      '@type': ['LocalBusiness', 'AutoRepair'],
      '@id': 'https://www.harbour.example.com.au/#location-2',
      name: 'Harbour Motors - Service',
      url: 'https://www.harbour.example.com.au/locations/harbour-motors-service',
      image: 'https://www.harbour.example.com.au/media/harbour/service.jpg',
      telephone: '02 9000 2222',
      email: 'service@harbour.example.com.au',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '3 Dock St',
        addressLocality: 'Kestrel Bay',
        addressRegion: 'NSW',
        postalCode: '2000',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -33.81, longitude: 151.21 },
      hasMap: 'https://maps.google.com/?cid=1',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '07:30',
          closes: '16:30',
        },
      ],
      specialOpeningHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          validFrom: '2026-12-25',
          validThrough: '2026-12-25',
          opens: '00:00',
          closes: '00:00',
        },
      ],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.8,
        reviewCount: 57,
        bestRating: 5,
        worstRating: 1,
      },
      parentOrganization: { '@id': 'https://www.harbour.example.com.au/#organization' },
    });
  });

  it('types sales as AutoDealer and parts as AutoPartsStore; no url without a page', () => {
    const d = dealer({
      locations: [
        locationJson(),
        locationJson({
          id: 3,
          slug: 'parts',
          name: 'Parts',
          primary: false,
          location_type: 'parts',
        }),
      ],
    });
    const [sales, parts] = d.locations;
    if (!sales || !parts) throw new Error('fixture');
    expect(localBusinessJsonLd(d, sales)['@type']).toEqual(['LocalBusiness', 'AutoDealer']);
    expect(localBusinessJsonLd(d, parts)['@type']).toEqual(['LocalBusiness', 'AutoPartsStore']);
    expect(localBusinessJsonLd(d, sales)).not.toHaveProperty('url');
    expect(localBusinessJsonLd(d, sales)).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});

describe('localBusinessesJsonLd', () => {
  it('covers visible locations only, sales before service, with their page paths', () => {
    const hidden = locationJson({
      id: 4,
      slug: 'old-yard',
      name: 'Old Yard',
      primary: false,
      visible: false,
    });
    const d = dealer({ locations: [service, hidden, locationJson()] });
    const nodes = localBusinessesJsonLd(d, (l) => `/locations/${l.slug}`);
    expect(nodes.map((n) => [n['name'], n['url']])).toEqual([
      [
        'Harbour Motors - Sales',
        'https://www.harbour.example.com.au/locations/harbour-motors-sales',
      ],
      [
        'Harbour Motors - Service',
        'https://www.harbour.example.com.au/locations/harbour-motors-service',
      ],
    ]);
  });
});
