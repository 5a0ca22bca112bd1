import { describe, expect, it } from 'vitest';
import {
  EVENT_IDS,
  REVEAL_PHONE,
  eventName,
  eventNumber,
  isTrackEvent,
} from '../../../src/lib/analytics/events.ts';

describe('EVENT_IDS (spec §9)', () => {
  it('holds the spec ids', () => {
    expect(EVENT_IDS).toEqual({
      newCarEnquiry: 14,
      usedCarEnquiry: 15,
      testDrive: 17,
      generalEnquiry: 22,
      favouriteAdd: 39,
      usedCarTestDrive: 48,
      careers: 51,
    });
  });
});

describe('isTrackEvent', () => {
  it.each([14, 15, 17, 22, 25, 29, 39, 48, 51, REVEAL_PHONE])('accepts %s', (event) => {
    expect(isTrackEvent(event)).toBe(true);
  });

  it.each([0, 1, 40, -39, 39.5, '39', 'favourite_add', null, undefined, {}])(
    'rejects %s',
    (event) => {
      expect(isTrackEvent(event)).toBe(false);
    },
  );
});

describe('eventName / eventNumber', () => {
  it('names every spec event', () => {
    expect(eventName(EVENT_IDS.favouriteAdd)).toBe('favourite_add');
    expect(eventName(EVENT_IDS.generalEnquiry)).toBe('general_enquiry');
    expect(eventName(EVENT_IDS.newCarEnquiry)).toBe('new_car_enquiry');
    expect(eventName(EVENT_IDS.usedCarEnquiry)).toBe('used_car_enquiry');
    expect(eventName(EVENT_IDS.testDrive)).toBe('test_drive');
    expect(eventName(EVENT_IDS.usedCarTestDrive)).toBe('used_car_test_drive');
    expect(eventName(EVENT_IDS.careers)).toBe('careers_enquiry');
  });

  it('names the events the spec leaves unexplained by their number', () => {
    expect([eventName(25), eventName(29)]).toEqual(['event_25', 'event_29']);
  });

  it('gives reveal-phone a name and no number', () => {
    expect(eventName(REVEAL_PHONE)).toBe('reveal_phone');
    expect(eventNumber(REVEAL_PHONE)).toBeNull();
    expect(eventNumber(39)).toBe(39);
  });
});
