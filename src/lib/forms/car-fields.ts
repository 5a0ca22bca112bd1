import * as yup from 'yup';
import { isTestDriveOnly } from '../cars/test-drive.ts';
import type { Car } from '../stock/car.ts';
import { trimmed } from './trimmed.ts';
import { MESSAGES, tooLongMessage } from './messages.ts';

/**
 * §3 "Lead form fields" about the car a form was opened for and the page it was on. The
 * island sends them beside the shopper's answers; they are not fields the shopper fills.
 */
export interface LeadCarFields {
  'Vehicle Make': string;
  'Vehicle Model': string;
  car_type: Car['car_type'];
  car_id: string;
  stock_number: string;
  /** 'in_stock', 'coming_soon' or 'sold'. */
  vehicle_status: string;
  dealership_slug: string;
  /** Test drives of test-drive-only cars are event 17 whatever the car type (§9). */
  test_drive_only: boolean;
}

/** Fields every form may carry about where it was sent from. */
export interface LeadPageFields {
  page_id?: string;
  dealership_slug?: string;
  manufacturer_slug?: string;
}

export type LeadCar = Pick<
  Car,
  'id' | 'make' | 'model' | 'car_type' | 'stocknum' | 'status' | 'sold' | 'dealership_slug' | 'tag'
>;

/** What the lead fields of a car are made of: a car, its test-drive-only flag worked out. */
export type LeadCarSource = Omit<LeadCar, 'tag'> & { test_drive_only: boolean };

/** The lead fields of a car, as the island sends them with a car's form. */
export function leadCarFields(car: LeadCar): LeadCarFields {
  return leadFieldsOf({ ...car, test_drive_only: isTestDriveOnly(car) });
}

/** The same fields from a car whose test-drive-only flag is known (the API's stock copy). */
export function leadFieldsOf(car: LeadCarSource): LeadCarFields {
  return {
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    car_id: String(car.id),
    stock_number: car.stocknum,
    vehicle_status: car.sold ? 'sold' : car.status,
    dealership_slug: car.dealership_slug,
    test_drive_only: car.test_drive_only,
  };
}

/** Bound of the car and page fields: names, slugs and ids are short. */
const CONTEXT_MAX_LENGTH = 200;

function contextText(): yup.StringSchema<string | undefined> {
  return yup
    .string()
    .transform(trimmed)
    .typeError(MESSAGES.invalid)
    .max(CONTEXT_MAX_LENGTH, tooLongMessage(CONTEXT_MAX_LENGTH));
}

/**
 * The schema of the car and page fields. The car's id is required on forms about a car;
 * the API may look the rest up from its own copy of the stock by that id.
 */
export function carFieldsSchema(carRequired: boolean): yup.AnySchema {
  return yup.object({
    'Vehicle Make': contextText(),
    'Vehicle Model': contextText(),
    car_type: yup
      .string()
      .typeError(MESSAGES.invalid)
      .oneOf(['new', 'demo', 'used'], MESSAGES.invalid),
    car_id: carRequired ? contextText().required(MESSAGES.required) : contextText(),
    stock_number: contextText(),
    vehicle_status: contextText(),
    dealership_slug: contextText(),
    manufacturer_slug: contextText(),
    page_id: contextText(),
    test_drive_only: yup.boolean().typeError(MESSAGES.invalid),
  });
}
