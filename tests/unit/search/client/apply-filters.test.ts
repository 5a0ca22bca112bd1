import { describe, expect, it } from 'vitest';
import { applyConfiguredFilters } from '../../../../src/lib/search/client/apply-filters.ts';

const CONFIGURED = 'sold:false AND (car_type:new OR car_type:demo)';

describe('applyConfiguredFilters', () => {
  it('adds the configured filters to helper requests, hits and facet searches alike', () => {
    const out = applyConfiguredFilters(
      [
        { indexName: 'cars', params: { query: 'rav', hitsPerPage: 21 } },
        { indexName: 'cars', type: 'facet', facet: 'make', params: { facetQuery: 'to' } },
      ],
      CONFIGURED,
    );
    expect(out).toEqual([
      { indexName: 'cars', params: { query: 'rav', hitsPerPage: 21, filters: CONFIGURED } },
      {
        indexName: 'cars',
        type: 'facet',
        facet: 'make',
        params: { facetQuery: 'to', filters: CONFIGURED },
      },
    ]);
  });

  it('ANDs them with the filters a request carries, wrapping a top-level OR', () => {
    const [out] = applyConfiguredFilters(
      [{ indexName: 'cars', params: { filters: 'make:Kia OR make:Mazda' } }],
      'sold:false',
    );
    expect(out?.params.filters).toBe('sold:false AND (make:Kia OR make:Mazda)');
  });

  it('handles v5 { requests } with flat parameters and v3 query-string params', () => {
    expect(
      applyConfiguredFilters(
        { requests: [{ indexName: 'cars', filters: 'price > 200' }] },
        'sold:false',
      ),
    ).toEqual({ requests: [{ indexName: 'cars', filters: 'sold:false AND price > 200' }] });
    const [v3] = applyConfiguredFilters(
      [{ indexName: 'cars', params: 'query=cx5&hitsPerPage=3' }],
      'sold:false',
    );
    const params = new URLSearchParams(v3?.params);
    expect([params.get('query'), params.get('hitsPerPage'), params.get('filters')]).toEqual([
      'cx5',
      '3',
      'sold:false',
    ]);
  });

  it('changes nothing when no filters are configured, and never mutates its input', () => {
    const requests = [{ indexName: 'cars', params: { filters: 'tag:Special' } }];
    expect(applyConfiguredFilters(requests, '')).toBe(requests);
    applyConfiguredFilters(requests, 'sold:false');
    expect(requests[0]?.params.filters).toBe('tag:Special');
  });
});
