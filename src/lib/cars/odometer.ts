import { groupedNumber } from '../numbers/grouped-number.ts';
import type { Car, OdometerUnit } from '../stock/car.ts';

/** The stock adapter's conversion: cars whose odometer reads miles are stored in kilometres. */
const KM_PER_MILE = 1.609344;

export type OdometerFields = Pick<Car, 'km' | 'odometer_unit'>;

/**
 * The odometer as the vehicle itself reads it. `km` is always kilometres, so a car whose
 * odometer reads miles is converted back: the page must agree with the dashboard a shopper
 * will look at.
 */
export function odometerReading(car: OdometerFields): { value: number; unit: OdometerUnit } {
  const value = car.odometer_unit === 'mi' ? car.km / KM_PER_MILE : car.km;
  return { value: Math.round(value), unit: car.odometer_unit };
}

/** '48,210 km', '7,671 mi': grouped the Australian and New Zealand way, cheap enough for islands. */
export function odometerText(car: OdometerFields): string {
  const { value, unit } = odometerReading(car);
  return `${groupedNumber(value)} ${unit}`;
}
