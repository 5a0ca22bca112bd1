import { bodyLabel } from '../navigation/body-menu.ts';
import type { Car, CarType } from '../stock/car.ts';
import { bodyText, fuelText, transmissionText } from './car-wording.ts';
import { odometerReading, odometerText } from './odometer.ts';

export interface SpecRow {
  label: string;
  value: string;
}

export interface SpecificationOptions {
  /** dealer.config.used_label: used is labelled Pre-Owned on some sites (spec §4). */
  usedLabel: 'Used' | 'Pre-Owned';
  /** The market's language tag ('en-AU'): how the odometer groups its thousands. */
  locale: string;
}

/** Built once per locale: a build writes thousands of car pages with the same one. */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formatters.set(locale, format);
  }
  return format;
}

function condition(type: CarType, usedLabel: SpecificationOptions['usedLabel']): string {
  if (type === 'used') return usedLabel;
  return type === 'new' ? 'New' : 'Demo';
}

/** A count of doors or seats; 0 is a feed with nothing to say (a motorcycle has no doors). */
function count(value: number | null): string {
  return value !== null && value > 0 ? String(value) : '';
}

/**
 * The car page's full specification table, in reading order. Body, transmission and fuel are
 * the dealer's own words, falling back to the simple value (car-wording.ts). Rows with no
 * value are left out.
 */
export function specificationRows(car: Car, options: SpecificationOptions): SpecRow[] {
  const odometer = odometerReading(car);
  const rows: [string, string | null][] = [
    ['Condition', condition(car.car_type, options.usedLabel)],
    ['Year', String(car.year)],
    ['Make', car.make],
    ['Model', car.model],
    ['Badge', car.badge],
    ['Series', car.series],
    ['Body', bodyText(car)],
    ['Transmission', transmissionText(car)],
    ['Drive type', car.drive_type],
    ['Engine', car.engine],
    ['Fuel', fuelText(car)],
    ['Colour', car.colour],
    ['Doors', count(car.doors)],
    ['Seats', count(car.seats)],
    ['Odometer', `${numberFormat(options.locale).format(odometer.value)} ${odometer.unit}`],
    ['Registration', car.rego],
    ['VIN', car.vin],
    ['Stock number', car.stocknum],
    ['Location', car.location_name],
  ];
  return rows.flatMap(([label, value]) => {
    const text = value?.replace(/\s+/g, ' ').trim() ?? '';
    return text ? [{ label, value: text }] : [];
  });
}

export type IconRowFactId = 'km' | 'transmission' | 'body';

export interface IconRowFact {
  id: IconRowFactId;
  label: string;
  value: string;
}

export type IconRowFields = Pick<
  Car,
  'km' | 'odometer_unit' | 'simple_transmission' | 'transmission' | 'simple_body' | 'body'
>;

/**
 * The sidebar's icon row (spec §2: "an icon row for kms, transmission and body"): short
 * values that fit under an icon, so the simple transmission and body come first and the
 * dealer's longer words are the fallback. Blank facts are left out.
 */
export function iconRowFacts(car: IconRowFields): IconRowFact[] {
  const facts: IconRowFact[] = [
    { id: 'km', label: 'Odometer', value: odometerText(car) },
    {
      id: 'transmission',
      label: 'Transmission',
      value: (car.simple_transmission ?? car.transmission).trim(),
    },
    {
      id: 'body',
      label: 'Body',
      value: car.simple_body ? bodyLabel(car.simple_body) : car.body.trim(),
    },
  ];
  return facts.filter((fact) => fact.value !== '');
}
