/** The compare table: rows of formatted attributes with differences marked. */
export {
  PRICE_ON_APPLICATION,
  PRICE_TYPE_LABELS,
  formatKm,
  formatPrice,
  formatPriceWithType,
} from './format.ts';
export {
  COMPARE_ATTRIBUTES,
  compareRows,
  compareValue,
  type CompareAttribute,
  type CompareOptions,
  type CompareRow,
} from './rows.ts';
