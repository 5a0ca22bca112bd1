import { EVENT_IDS } from '../analytics/events.ts';
import type { Car } from '../stock/car.ts';
import { isTestDriveOnly } from './test-drive.ts';

export { EVENT_IDS };

/**
 * The enquiry event for a car: used 15, new 14. The spec names no demo event; a demo is sold
 * as a near-new car by the new-car side of a dealership, so it reports as a new car enquiry (14).
 */
export function enquiryEventId(car: Pick<Car, 'car_type'>): number {
  return car.car_type === 'used' ? EVENT_IDS.usedCarEnquiry : EVENT_IDS.newCarEnquiry;
}

/**
 * The test-drive booking event: 17 for a test-drive-only car (whatever its type, the spec
 * names that case first), 48 for a used car, otherwise the general test-drive event 17.
 */
export function testDriveEventId(car: Pick<Car, 'car_type' | 'tag'>): number {
  if (isTestDriveOnly(car)) return EVENT_IDS.testDrive;
  return car.car_type === 'used' ? EVENT_IDS.usedCarTestDrive : EVENT_IDS.testDrive;
}
