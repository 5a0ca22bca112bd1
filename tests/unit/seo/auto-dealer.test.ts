import { describe, expect, it } from 'vitest';
import { autoDealerJsonLd } from '../../../src/lib/seo/index.ts';
import { dealer, locationJson } from './dealer-fixture.ts';

const MON_FRI = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('autoDealerJsonLd', () => {
  it('describes the dealer with its primary location, currency and payment', () => {
    expect(autoDealerJsonLd(dealer(), [45990, 0, 12990, 29990])).toEqual({
      '@type': 'AutoDealer',
      '@id': 'https://www.harbour.example.com.au/#dealer',
      name: 'Harbour Motors',
      url: 'https://www.harbour.example.com.au/',
      logo: 'https://www.harbour.example.com.au/media/harbour/logo.svg',
      image: 'https://www.harbour.example.com.au/media/harbour/hero.jpg',
      telephone: '02 9000 0000',
      email: 'hello@harbour.example.com.au',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Beach Rd',
        addressLocality: 'Kestrel Bay',
        addressRegion: 'NSW',
        postalCode: '2000',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -33.8, longitude: 151.2 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: MON_FRI,
          opens: '08:30',
          closes: '17:30',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'Saturday',
          opens: '09:00',
          closes: '16:00',
        },
      ],
      priceRange: '$12,990 - $45,990',
      currenciesAccepted: 'AUD',
      paymentAccepted: 'Cash, Credit Card',
      parentOrganization: { '@id': 'https://www.harbour.example.com.au/#organization' },
    });
  });

  it('accepts NZD for New Zealand dealers', () => {
    const nz = dealer({
      country: 'NZ',
      locations: [
        locationJson({ address: { ...(locationJson()['address'] as object), state: 'AKL' } }),
      ],
    });
    const node = autoDealerJsonLd(nz);
    expect(node['currenciesAccepted']).toBe('NZD');
    expect(node['address']).toMatchObject({ addressCountry: 'NZ', addressRegion: 'AKL' });
  });

  it('adds an aggregate rating only when reviews have a count', () => {
    const rated = autoDealerJsonLd(dealer({ reviews: { average_rating: 4.66, count: 212 } }));
    expect(rated['aggregateRating']).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 212,
      bestRating: 5,
      worstRating: 1,
    });
    expect(
      autoDealerJsonLd(dealer({ reviews: { average_rating: 0, count: 0 } })),
    ).not.toHaveProperty('aggregateRating');
    expect(autoDealerJsonLd(dealer())).not.toHaveProperty('aggregateRating');
  });

  it('lists social profiles as sameAs, and leaves sameAs out without any', () => {
    const social = {
      youtube: 'https://youtube.com/@harbour',
      facebook: 'https://facebook.com/harbour',
    };
    expect(autoDealerJsonLd(dealer({ social }))['sameAs']).toEqual([
      'https://facebook.com/harbour',
      'https://youtube.com/@harbour',
    ]);
    expect(autoDealerJsonLd(dealer())).not.toHaveProperty('sameAs');
  });

  it('names the brands it sells', () => {
    const manufacturers = [
      { id: 1, name: 'Subaru', slug: 'subaru', logo: { url: '/m/subaru.svg' } },
    ];
    expect(autoDealerJsonLd(dealer({ manufacturers }))['brand']).toEqual([
      { '@type': 'Brand', name: 'Subaru' },
    ]);
  });

  it("takes the dealer's hours when the primary location lists none, and '$$' without prices", () => {
    const bare = locationJson({ contact_detail: { phone: '02 9000 0000', email: 'a@b.com.au' } });
    const node = autoDealerJsonLd(
      dealer({
        locations: [bare],
        opening_hours: [{ weekday: 6, status: 'Open', start_hour: '09:00', end_hour: '12:00' }],
      }),
    );
    expect(node['openingHoursSpecification']).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Saturday',
        opens: '09:00',
        closes: '12:00',
      },
    ]);
    expect(node['priceRange']).toBe('$$');
  });

  it('uses the primary sales location for the address, not the first listed', () => {
    const service = locationJson({
      id: 2,
      slug: 'service',
      name: 'Harbour Service',
      primary: false,
      location_type: 'service',
      address: {
        street: '1 Workshop Ln',
        city: 'Port',
        state: 'NSW',
        postcode: '2001',
        lat: -33,
        lng: 151,
      },
    });
    const node = autoDealerJsonLd(dealer({ locations: [service, locationJson()] }));
    expect(node['address']).toMatchObject({ streetAddress: '12 Beach Rd' });
  });
});
