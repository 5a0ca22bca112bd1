/** Search route contexts for the 'Find Me Something Similar' link (built by the real router). */
import { createSearchRouteContext } from '../../../src/lib/search/routing/index.ts';

const options = {
  used_label: 'Used' as const,
  car_type_paths: {},
  dealership_paths: [],
  path_prefix_rewrites: [],
};

export const ROUTE = createSearchRouteContext({
  searchPath: '/search/new-used-and-demo-cars',
  options,
  siteName: 'Harbour Motors',
  facets: {
    makes: ['Toyota', 'Mercedes-Benz', 'Motopool Kia'],
    models: { Toyota: ['RAV4'], 'Mercedes-Benz': ['GLC 300'], 'Motopool Kia': ['Picanto'] },
  },
});

/** The same stock with the 'motopool-' → 'subscription-cars-' rewrite. */
export const REWRITING_ROUTE = createSearchRouteContext({
  searchPath: '/search/new-used-and-demo-cars',
  options: { ...options, path_prefix_rewrites: [{ from: 'motopool-', to: 'subscription-cars-' }] },
  siteName: 'Harbour Motors',
  facets: { makes: ['Motopool Kia'], models: { 'Motopool Kia': ['Picanto'] } },
});
