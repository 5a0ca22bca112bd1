import { describe, expect, it } from 'vitest';
import { EVENT_IDS, enquiryEventId, testDriveEventId } from '../../../src/lib/cars/index.ts';

describe('event ids', () => {
  it('match spec §9', () => {
    expect(EVENT_IDS).toEqual({
      generalEnquiry: 22,
      newCarEnquiry: 14,
      usedCarEnquiry: 15,
      testDrive: 17,
      usedCarTestDrive: 48,
      careers: 51,
      favouriteAdd: 39,
    });
  });

  it('enquiry: new 14, demo 14, used 15', () => {
    expect(enquiryEventId({ car_type: 'new' })).toBe(14);
    expect(enquiryEventId({ car_type: 'demo' })).toBe(14);
    expect(enquiryEventId({ car_type: 'used' })).toBe(15);
  });

  it('test drive: 17 for test-drive-only cars, 48 for used, 17 otherwise', () => {
    expect(testDriveEventId({ car_type: 'demo', tag: 'Test Drive Only' })).toBe(17);
    expect(testDriveEventId({ car_type: 'used', tag: '*** Test Drive Vehicle Only ***' })).toBe(17);
    expect(testDriveEventId({ car_type: 'used', tag: null })).toBe(48);
    expect(testDriveEventId({ car_type: 'used', tag: 'Special' })).toBe(48);
    expect(testDriveEventId({ car_type: 'new', tag: null })).toBe(17);
    expect(testDriveEventId({ car_type: 'demo', tag: null })).toBe(17);
  });
});
