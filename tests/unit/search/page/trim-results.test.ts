import { describe, expect, it } from 'vitest';
import { shippedResults } from '../../../../src/lib/search/page/index.ts';

describe('shipped results', () => {
  const state = {
    initialResults: {
      cars: {
        state: { index: 'cars' },
        results: [
          {
            hits: [{ objectID: '1' }],
            facets: { make: { Toyota: 3 }, price: { '20000': 1, '30000': 2 }, km: { '5': 3 } },
            facets_stats: { price: { min: 20000, max: 30000 } },
            processingTimeMS: 4,
          },
          { hits: [], processingTimeMS: 1 },
        ],
      },
    },
  };

  it('keeps numeric facets as empty maps (their stats stay) and zeroes timings', () => {
    const out = shippedResults(state, ['price', 'km', 'year']);
    const [main, other] = out.initialResults.cars.results;
    expect(main).toEqual({
      hits: [{ objectID: '1' }],
      facets: { make: { Toyota: 3 }, price: {}, km: {} },
      facets_stats: { price: { min: 20000, max: 30000 } },
      processingTimeMS: 0,
    });
    expect(other).toEqual({ hits: [], processingTimeMS: 0 });
    expect(out.initialResults.cars.state).toEqual({ index: 'cars' });
  });

  it('leaves the input alone', () => {
    shippedResults(state, ['price']);
    expect(state.initialResults.cars.results[0]!.facets!.price).toEqual({ '20000': 1, '30000': 2 });
  });
});
