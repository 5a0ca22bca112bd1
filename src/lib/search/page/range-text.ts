/**
 * How a range refinement reads in a chip (spec §9: thousands rounded, 'From $20K'):
 * price 'From $20K' / 'Up to $50K' / '$20K – $50K', km likewise with 'km', year
 * '2018 or newer' / '2020 or older' / '2018 – 2020'.
 */
import { priceRangeChipText, thousandsText } from '../cards/thousands.ts';
import type { RangeEnd } from './range-refinement.ts';
import { groupedNumber } from '../../numbers/grouped-number.ts';

export function rangeChipText(attribute: string, min: RangeEnd, max: RangeEnd): string | null {
  if (attribute === 'price') return priceRangeChipText(min, max);
  if (min === undefined && max === undefined) return null;
  if (attribute === 'year') {
    if (min !== undefined && max !== undefined) return min === max ? `${min}` : `${min} – ${max}`;
    return min !== undefined ? `${min} or newer` : `${max} or older`;
  }
  const unit = attribute === 'km' ? ' km' : '';
  const text = (n: number) => (attribute === 'km' ? thousandsText(n) : groupedNumber(n));
  if (min !== undefined && max !== undefined) return `${text(min)} – ${text(max)}${unit}`;
  return min !== undefined ? `From ${text(min)}${unit}` : `Up to ${text(max!)}${unit}`;
}

/** '$20,000' for the slider's read-out; the top of the track reads '$250,000+'. */
export function sliderPriceText(value: number, top: number): string {
  const text = `$${groupedNumber(Math.round(value))}`;
  return value >= top ? `${text}+` : text;
}
