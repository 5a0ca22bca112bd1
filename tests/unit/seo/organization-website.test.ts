import { describe, expect, it } from 'vitest';
import { organizationJsonLd, websiteJsonLd } from '../../../src/lib/seo/index.ts';
import { dealer, locationJson } from './dealer-fixture.ts';

describe('organizationJsonLd', () => {
  it('gives name, url, logo, a sales contact point and sameAs', () => {
    const d = dealer({
      short_name: 'Harbour',
      social: { instagram: 'https://instagram.com/harbour' },
    });
    expect(organizationJsonLd(d)).toEqual({
      '@type': 'Organization',
      '@id': 'https://www.harbour.example.com.au/#organization',
      name: 'Harbour Motors',
      alternateName: 'Harbour',
      url: 'https://www.harbour.example.com.au/',
      logo: 'https://www.harbour.example.com.au/media/harbour/logo.svg',
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'sales',
          telephone: '02 9000 0000',
          email: 'hello@harbour.example.com.au',
          areaServed: 'AU',
          availableLanguage: 'English',
        },
      ],
      sameAs: ['https://instagram.com/harbour'],
    });
  });

  it('adds a customer service contact from a visible service location with its own number', () => {
    const service = locationJson({
      id: 2,
      slug: 'harbour-service',
      name: 'Harbour Motors - Service',
      primary: false,
      location_type: 'service',
      contact_detail: { phone: '02 9000 1111', email: 'service@harbour.example.com.au' },
    });
    const points = organizationJsonLd(dealer({ locations: [locationJson(), service] }))[
      'contactPoint'
    ];
    expect(points).toEqual([
      expect.objectContaining({ contactType: 'sales' }),
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '02 9000 1111',
        email: 'service@harbour.example.com.au',
        areaServed: 'AU',
        availableLanguage: 'English',
      },
    ]);
    const hidden = { ...service, visible: false };
    expect(
      organizationJsonLd(dealer({ locations: [locationJson(), hidden] }))['contactPoint'],
    ).toHaveLength(1);
  });
});

describe('websiteJsonLd', () => {
  it('has a SearchAction on the default search path', () => {
    expect(websiteJsonLd(dealer())).toEqual({
      '@type': 'WebSite',
      '@id': 'https://www.harbour.example.com.au/#website',
      name: 'Harbour Motors',
      url: 'https://www.harbour.example.com.au/',
      inLanguage: 'en-AU',
      publisher: { '@id': 'https://www.harbour.example.com.au/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target:
          'https://www.harbour.example.com.au/search/new-used-and-demo-cars?query={search_term_string}',
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('follows the configured search path and a trailing slash on the dealer url', () => {
    const site = websiteJsonLd(
      dealer({ url: 'https://nz.example.co.nz/', country: 'NZ', search: { path: '/search' } }),
    );
    expect(site['potentialAction']).toMatchObject({
      target: 'https://nz.example.co.nz/search?query={search_term_string}',
    });
    expect(site['url']).toBe('https://nz.example.co.nz/');
    expect(site['inLanguage']).toBe('en-NZ');
  });
});
