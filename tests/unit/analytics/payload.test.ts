import { describe, expect, it } from 'vitest';
import { REVEAL_PHONE } from '../../../src/lib/analytics/events.ts';
import { trackingBody } from '../../../src/lib/analytics/payload.ts';

describe('trackingBody', () => {
  it('carries the event, its id, the page and the details', () => {
    expect(trackingBody(39, { car_id: 101, dealership_id: 210 }, { path: '/search/suv' })).toEqual({
      event: 'favourite_add',
      event_id: 39,
      path: '/search/suv',
      car_id: 101,
      dealership_id: 210,
    });
  });

  it('builds the reveal-phone call (spec §7: car_id, dealership_id, website_id)', () => {
    expect(
      trackingBody(
        REVEAL_PHONE,
        { car_id: 1, dealership_id: 2, website_id: 'kestrel-bay-subaru' },
        { path: '/cars/x' },
      ),
    ).toEqual({
      event: 'reveal_phone',
      event_id: null,
      path: '/cars/x',
      car_id: 1,
      dealership_id: 2,
      website_id: 'kestrel-bay-subaru',
    });
  });

  it('does not let details overwrite the event fields', () => {
    const body = trackingBody(
      39,
      { event: 'spoof', event_id: 1, path: '/elsewhere' },
      { path: '/real' },
    );
    expect(body).toEqual({ event: 'favourite_add', event_id: 39, path: '/real' });
  });

  it('leaves out undefined and non-finite numbers, keeps null, false, 0 and strings', () => {
    const body = trackingBody(
      22,
      { a: undefined, b: Number.NaN, c: Number.POSITIVE_INFINITY, d: null, e: false, f: 0, g: '' },
      { path: '' },
    );
    expect(body).toEqual({
      event: 'general_enquiry',
      event_id: 22,
      path: '',
      d: null,
      e: false,
      f: 0,
      g: '',
    });
  });

  it('survives a JSON round trip unchanged', () => {
    const body = trackingBody(15, { car_id: 5, category: 'Used Car Enquiry' }, { path: '/cars/y' });
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });
});
