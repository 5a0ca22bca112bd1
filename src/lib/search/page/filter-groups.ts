/**
 * The search page's filters (spec §3 search refinement attributes): which facet each group
 * refines, how it is drawn, and which groups a dealer's stock makes worth showing. Path
 * attributes (car_type, dealership_name, make, model, simple_body, city, location_name) are
 * always mounted, hidden when not shown, so a refinement read from a landing path is kept.
 */
import type { Options } from '../../config/index.ts';
import { bodyStyleLabel } from '../facets/body-style.ts';
import { carTypeFacetLabel } from '../facets/car-type.ts';
import { locationDisplayName } from '../routing/landing-text.ts';

export type FacetOrder = 'count' | 'car-type' | 'make' | 'alpha';

export interface FacetGroup {
  kind: 'list' | 'tiles';
  attribute: string;
  label: string;
  /** 'and' when a car must have every ticked value (features). */
  operator: 'or' | 'and';
  order: FacetOrder;
  /** Shown in the panel; false: mounted as a virtual widget only. */
  visible: boolean;
  /** Starts expanded. */
  open: boolean;
}

export interface RangeGroup {
  kind: 'price' | 'range';
  attribute: 'price' | 'km' | 'year';
  label: string;
  /** Unit words for inputs and chips ('km'), or '' for years. */
  unit: string;
  open: boolean;
}

export type FilterGroup = FacetGroup | RangeGroup;

/** What decides which optional groups show: the dealer's stock spread. */
export interface FilterGroupInput {
  dealerships: number;
  locations: number;
  cities: number;
}

const facet = (
  attribute: string,
  label: string,
  extra: Partial<Omit<FacetGroup, 'attribute' | 'label'>> = {},
): FacetGroup => ({
  kind: 'list',
  attribute,
  label,
  operator: 'or',
  order: 'count',
  visible: true,
  open: false,
  ...extra,
});

/** The panel's groups in display order. Model is listed right after make (shown once a make is picked). */
export function filterGroups(input: FilterGroupInput): FilterGroup[] {
  return [
    facet('car_type', 'Condition', { order: 'car-type', open: true }),
    facet('make', 'Make', { kind: 'tiles', order: 'make', open: true }),
    facet('model', 'Model', { order: 'alpha', open: true }),
    { kind: 'price', attribute: 'price', label: 'Price', unit: '', open: true },
    facet('simple_body', 'Body style', { kind: 'tiles', open: true }),
    { kind: 'range', attribute: 'year', label: 'Year', unit: '', open: false },
    { kind: 'range', attribute: 'km', label: 'Kilometres', unit: 'km', open: false },
    facet('simple_transmission', 'Transmission'),
    facet('simple_fuel', 'Fuel type'),
    facet('dealership_name', 'Dealership', { visible: input.dealerships > 1, order: 'alpha' }),
    facet('location_name', 'Location', { visible: input.locations > 1, order: 'alpha' }),
    facet('city', 'City', { visible: input.cities > 1, order: 'alpha' }),
    facet('filtered_features', 'Features', { operator: 'and' }),
    facet('tag', 'Tags'),
    facet('status', 'Availability'),
  ];
}

/** Spec §9: lists start at the refinement limit (dealer.search.refinement_limit), then 'Show more' up to this. */
export const SHOW_MORE_LIMIT = 100;

/** How a facet value reads on the page (filters, chips). */
export function facetValueLabel(
  attribute: string,
  value: string,
  usedLabel: Options['used_label'],
): string {
  switch (attribute) {
    case 'car_type':
      return carTypeFacetLabel(value, usedLabel);
    case 'simple_body':
      return bodyStyleLabel(value);
    case 'location_name':
      return locationDisplayName(value);
    case 'status':
      return value === 'in_stock' ? 'In stock' : value === 'coming_soon' ? 'Coming soon' : value;
    default:
      return value;
  }
}

/** The label of the group refining `attribute` ('Make'), or the attribute itself. */
export function groupLabel(groups: readonly FilterGroup[], attribute: string): string {
  if (attribute === 'query') return 'Search';
  return groups.find((g) => g.attribute === attribute)?.label ?? attribute;
}
