import { describe, expect, it } from 'vitest';
import { leadCarFields, type LeadCar } from '../../../src/lib/forms/car-fields.ts';
import { LABELS, stepOf } from '../../../src/lib/forms/labels.ts';

const CAR: LeadCar = {
  id: 4021,
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  stocknum: 'U1234',
  status: 'in_stock',
  sold: false,
  dealership_slug: 'harbour-motors',
  tag: null,
};

describe('leadCarFields', () => {
  it("writes a car's lead fields as the spec names them", () => {
    expect(leadCarFields(CAR)).toEqual({
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      car_id: '4021',
      stock_number: 'U1234',
      vehicle_status: 'in_stock',
      dealership_slug: 'harbour-motors',
      test_drive_only: false,
    });
  });

  it('says when the car is sold or test-drive only', () => {
    expect(leadCarFields({ ...CAR, sold: true }).vehicle_status).toBe('sold');
    expect(leadCarFields({ ...CAR, tag: 'Test Drive Only' }).test_drive_only).toBe(true);
  });
});

describe('labels', () => {
  it('carries the spec button texts', () => {
    expect(LABELS).toMatchObject({
      enquire: 'Enquire Now',
      tradeIn: 'Trade-In Valuation',
      loading: 'Loading',
      continue: 'Continue',
      submit: 'Submit',
      termsAgreed: 'I have read and understood the',
      privacyStatement: 'Privacy Statement',
    });
    expect(stepOf(2, 6)).toBe('Step 2 of 6');
  });
});
