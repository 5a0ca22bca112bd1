import { bodyLabel } from '../navigation/body-menu.ts';
import type { Car } from '../stock/car.ts';

/**
 * Body, transmission and fuel in the dealer's own words ('Dual Cab Pick-up', '8 Speed
 * Automatic', 'Premium Unleaded Petrol 95'), else the simple value the search filters on.
 * '' when the car has neither. The specification table and the structured data agree on these.
 */
export function bodyText(car: Pick<Car, 'body' | 'simple_body'>): string {
  return car.body.trim() || (car.simple_body ? bodyLabel(car.simple_body) : '');
}

export function transmissionText(car: Pick<Car, 'transmission' | 'simple_transmission'>): string {
  return car.transmission.trim() || (car.simple_transmission ?? '');
}

export function fuelText(car: Pick<Car, 'fuel' | 'simple_fuel'>): string {
  return car.fuel.trim() || (car.simple_fuel ?? '');
}
