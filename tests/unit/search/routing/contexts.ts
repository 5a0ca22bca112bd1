/** Route contexts for the routing tests: one per kind of dealer the rules must serve. */
import { createSearchRouteContext, type RouteOptions, type SearchRouteInput } from '../../../../src/lib/search/routing/index.ts';

const plainOptions: RouteOptions = { used_label: 'Used', car_type_paths: {}, dealership_paths: [], path_prefix_rewrites: [] };

/** A plain multi-make dealer with default options. */
export const plainInput: SearchRouteInput = {
  searchPath: '/search/new-used-and-demo-cars',
  options: { ...plainOptions },
  siteName: 'Kestrel Bay Motors',
  facets: {
    makes: ['Toyota', 'Mazda', 'Mercedes-Benz', 'Škoda'],
    models: {
      Toyota: ['RAV4', 'Corolla Cross', 'C-HR'],
      Mazda: ['CX-5', 'BT-50'],
      'Mercedes-Benz': ['GLC 300'],
      Škoda: ['Octavia'],
    },
    bodies: ['suv', 'hatchback', 'ute', 'coupe', 'sedan', 'wagon', 'van', 'peopleMover'],
    cities: ['Brisbane', 'Gold Coast'],
    locations: [{ value: 'Meridian Mazda Brisbane', slug: 'meridian-mazda-brisbane' }],
    dealerships: [{ value: 'Kestrel Bay Subaru', slug: 'kestrel-bay-subaru' }],
  },
};
export const plain = createSearchRouteContext(plainInput);

/** A group: Pre-Owned label and path, dealership overrides, motopool- rewrite, shared slugs. */
export const groupInput: SearchRouteInput = {
  searchPath: '/search/new-used-and-demo-cars',
  options: {
    used_label: 'Pre-Owned',
    car_type_paths: { used: 'pre-owned-cars' },
    dealership_paths: [
      { dealership_name: 'Meridian Pre-Owned Eagle Farm', car_type: 'used', path: 'used-cars-brisbane' },
      { dealership_name: 'Motopool Brisbane', car_type: 'used', path: 'motopool-used' },
    ],
    path_prefix_rewrites: [{ from: 'motopool-', to: 'subscription-cars-' }],
  },
  siteName: 'Meridian Motor Group',
  facets: {
    makes: ['Mazda', 'Kia'],
    models: { Mazda: ['CX-5'], Kia: ['Sportage'] },
    bodies: ['suv'],
    cities: ['Brisbane', 'Southport'],
    dealerships: [
      { value: 'Meridian Mazda Brisbane', slug: 'meridian-mazda-brisbane' },
      { value: 'Meridian Pre-Owned Eagle Farm', slug: 'meridian-pre-owned-eagle-farm' },
      { value: 'Motopool Brisbane', slug: 'motopool-brisbane' },
    ],
    locations: [
      { value: 'Meridian Mazda Brisbane', slug: 'meridian-mazda-brisbane' },
      { value: 'Motopool Brisbane', slug: 'motopool-brisbane' },
      { value: 'Meridian Kia Southport - Sales', slug: 'meridian-kia-southport-sales' },
    ],
  },
};
export const group = createSearchRouteContext(groupInput);

/** Motorcycles: own search path, two-level car type segment. */
export const motoInput: SearchRouteInput = {
  searchPath: '/search/new-and-used-motorcycles',
  options: { ...plainOptions, car_type_paths: { new: 'new-motorcycles', demo: 'demo-motorcycles', used: 'used/motorcycles' } },
  siteName: 'Ironbark Motorcycles',
  vehicleKind: 'motorcycle',
  facets: { makes: ['Kawasaki'], models: { Kawasaki: ['Ninja 650'] }, bodies: ['adventure', 'naked'], cities: ['Perth'] },
};
export const moto = createSearchRouteContext(motoInput);

/** The UI refines car_type with a Menu and make/model with a HierarchicalMenu. */
export const widgets = createSearchRouteContext({
  ...plainInput,
  slots: { widgets: { car_type: 'menu' }, makeModelHierarchy: 'make_model.lvl0' },
});

/** Slugs that collide: a city called Mazda, a dealership override on a car type's segment. */
export const clash = createSearchRouteContext({
  ...plainInput,
  options: { ...plainOptions, dealership_paths: [{ dealership_name: 'Kestrel Bay Subaru', car_type: 'used', path: 'used-cars' }] },
  facets: { ...plainInput.facets, cities: ['Mazda', 'Brisbane'], models: { Mazda: ['CX-5'], Toyota: ['CX 5', 'CX-5'] } },
});
