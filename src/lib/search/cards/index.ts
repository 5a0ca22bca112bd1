/** Search card display rules: attribute chips and the rounded-thousands texts they use. */
export {
  DEFAULT_CHIP_ATTRIBUTES,
  cardChips,
  type Chip,
  type ChipAttribute,
  type ChipCar,
  type ChipOptions,
} from './chips.ts';
export {
  kmChipText,
  priceChipText,
  priceRangeChipText,
  priceText,
  thousandsText,
} from './thousands.ts';
