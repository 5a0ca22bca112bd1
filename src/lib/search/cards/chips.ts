import type { CarSummary } from '../../cars/car-summary.ts';
import type { Options } from '../../config/index.ts';
import { bodyStyleLabel } from '../facets/body-style.ts';
import { carTypeLabel } from '../facets/car-type.ts';
import { kmChipText, priceChipText } from './thousands.ts';

/** Attributes a card can show as chips. */
export type ChipAttribute =
  | 'car_type'
  | 'simple_body'
  | 'km'
  | 'simple_transmission'
  | 'stocknum'
  | 'simple_fuel'
  | 'year'
  | 'price';

/** Spec §2: the search card's default chips. */
export const DEFAULT_CHIP_ATTRIBUTES: readonly ChipAttribute[] = [
  'car_type',
  'simple_body',
  'km',
  'simple_transmission',
  'stocknum',
];

export interface Chip {
  attribute: ChipAttribute;
  label: string;
}

/** A chip shows one summary field: its attribute's. */
export type ChipCar = Pick<CarSummary, ChipAttribute>;

export interface ChipOptions {
  /** Defaults to DEFAULT_CHIP_ATTRIBUTES; the order given is the order shown. */
  attributes?: readonly ChipAttribute[];
  usedLabel?: Options['used_label'];
}

function chipLabel(
  car: ChipCar,
  attribute: ChipAttribute,
  usedLabel: Options['used_label'],
): string | null {
  switch (attribute) {
    case 'car_type':
      return carTypeLabel(car.car_type, usedLabel);
    case 'simple_body':
      return car.simple_body ? bodyStyleLabel(car.simple_body) : null;
    case 'km':
      return Number.isFinite(car.km) && car.km >= 0 ? kmChipText(car.km) : null;
    case 'simple_transmission':
      return car.simple_transmission;
    case 'stocknum': {
      const stock = car.stocknum?.trim();
      return stock ? `Stock #${stock}` : null;
    }
    case 'simple_fuel':
      return car.simple_fuel;
    case 'year':
      return car.year > 0 ? String(car.year) : null;
    case 'price':
      return priceChipText(car.price);
  }
}

/**
 * The card's attribute chips in the configured order (each attribute once). A chip whose value is unknown (no body
 * style, blank stock number, price on application) is left out rather than shown empty. Km
 * always shows, even 0: a new car's '0 km' is a fact the car type chip does not state.
 */
export function cardChips(car: ChipCar, options: ChipOptions = {}): Chip[] {
  const usedLabel = options.usedLabel ?? 'Used';
  const chips: Chip[] = [];
  for (const attribute of new Set(options.attributes ?? DEFAULT_CHIP_ATTRIBUTES)) {
    const label = chipLabel(car, attribute, usedLabel);
    if (label) chips.push({ attribute, label });
  }
  return chips;
}
