import type { Options } from '../config/index.ts';
import {
  carTypeSearchPath,
  type CarTypeKey,
  type PathOptions,
} from '../navigation/car-type-path.ts';

export interface StockCountCard {
  type: CarTypeKey;
  /** 'New', 'Demo', 'Used' or 'Pre-Owned'. */
  label: string;
  count: number;
  href: string;
}

/** Spec §9: car type order new, demo, used. */
export const CAR_TYPE_ORDER: readonly CarTypeKey[] = ['new', 'demo', 'used'];

export function carTypeLabel(type: CarTypeKey, usedLabel: Options['used_label']): string {
  if (type === 'used') return usedLabel;
  return type === 'new' ? 'New' : 'Demo';
}

/** Home stock counts: one card per car type with stock, linking its search path. */
export function stockCountCards(
  counts: Record<CarTypeKey, number>,
  options: PathOptions & Pick<Options, 'used_label'>,
): StockCountCard[] {
  return CAR_TYPE_ORDER.filter((type) => counts[type] > 0).map((type) => ({
    type,
    label: carTypeLabel(type, options.used_label),
    count: counts[type],
    href: carTypeSearchPath(type, options),
  }));
}
