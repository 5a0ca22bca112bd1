import type { Options } from '../../config/index.ts';
import { CAR_TYPE_ORDER, carTypeLabel } from '../../content/stock-count-cards.ts';
import type { CarType } from '../../stock/car.ts';

export { CAR_TYPE_ORDER, carTypeLabel };

function isCarType(value: string): value is CarType {
  return (CAR_TYPE_ORDER as readonly string[]).includes(value);
}

/** Spec §9: car types list new, demo, used; any unknown value follows, alphabetically. */
export function compareCarTypes(a: string, b: string): number {
  const ia = CAR_TYPE_ORDER.indexOf(a as CarType);
  const ib = CAR_TYPE_ORDER.indexOf(b as CarType);
  if (ia >= 0 && ib >= 0) return ia - ib;
  if (ia >= 0) return -1;
  if (ib >= 0) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** compareCarTypes for InstantSearch facet values (RefinementList sortBy). */
export function sortCarTypeFacetValues(a: { name: string }, b: { name: string }): number {
  return compareCarTypes(a.name, b.name);
}

/** A car_type facet value's label: New, Demo, Used or the dealer's 'Pre-Owned'; unknown values as given. */
export function carTypeFacetLabel(value: string, usedLabel: Options['used_label']): string {
  return isCarType(value) ? carTypeLabel(value, usedLabel) : value;
}
