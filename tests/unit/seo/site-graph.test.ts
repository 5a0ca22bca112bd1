import { describe, expect, it } from 'vitest';
import { siteJsonLdGraph } from '../../../src/lib/seo/index.ts';
import { dealer, locationJson } from './dealer-fixture.ts';

const types = (graph: Record<string, unknown>) =>
  (graph['@graph'] as { '@type': unknown }[]).map((n) => n['@type']);

describe('siteJsonLdGraph', () => {
  it('holds AutoDealer, Organization and WebSite under the schema.org context', () => {
    const graph = siteJsonLdGraph(dealer());
    expect(graph['@context']).toBe('https://schema.org');
    expect(types(graph)).toEqual(['AutoDealer', 'Organization', 'WebSite']);
  });

  it('adds a LocalBusiness per visible location linked to its location page when asked', () => {
    const d = dealer({
      config: { location_links: 'dealership' },
      locations: [
        locationJson(),
        locationJson({ id: 2, slug: 'b', name: 'B', primary: false, visible: false }),
      ],
    });
    const graph = siteJsonLdGraph(d, { withLocations: true });
    expect(types(graph)).toEqual([
      'AutoDealer',
      'Organization',
      'WebSite',
      ['LocalBusiness', 'AutoDealer'],
    ]);
    expect((graph['@graph'] as Record<string, unknown>[])[3]?.['url']).toBe(
      'https://www.harbour.example.com.au/locations/harbour-motors',
    );
  });
});
