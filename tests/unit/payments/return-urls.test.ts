import { describe, expect, it } from 'vitest';
import {
  checkoutRetryUrl,
  confirmationUrl,
  providerReturnUrl,
  tenantReturnOrigin,
} from '../../../src/lib/payments/return-urls.ts';

const allowed = ['http://kestrel-bay-subaru.localhost:4399', 'https://www.kestrelbaysubaru.com.au'];

describe('the return origin a page names', () => {
  it("is accepted when it is one of the tenant's own origins", () => {
    expect(tenantReturnOrigin('http://kestrel-bay-subaru.localhost:4399', allowed)).toBe(
      'http://kestrel-bay-subaru.localhost:4399',
    );
    expect(tenantReturnOrigin('https://WWW.kestrelbaysubaru.com.au', allowed)).toBe(
      'https://www.kestrelbaysubaru.com.au',
    );
    expect(tenantReturnOrigin('https://www.kestrelbaysubaru.com.au/', allowed)).toBe(
      'https://www.kestrelbaysubaru.com.au',
    );
  });

  it('is refused for another dealer, another scheme or port, or a look-alike host', () => {
    for (const bad of [
      'http://meridian-motor-group.localhost:4399',
      'http://www.kestrelbaysubaru.com.au',
      'http://kestrel-bay-subaru.localhost:4400',
      'https://www.kestrelbaysubaru.com.au.evil.example',
      'https://evil.example',
    ]) {
      expect(tenantReturnOrigin(bad, allowed), bad).toBeNull();
    }
  });

  it('is refused when it carries a path, query, fragment or credentials, or is not http(s)', () => {
    for (const bad of [
      'https://www.kestrelbaysubaru.com.au/evil',
      'https://www.kestrelbaysubaru.com.au?x=1',
      'https://www.kestrelbaysubaru.com.au#x',
      'https://user:pw@www.kestrelbaysubaru.com.au',
      'javascript:alert(1)',
      'not a url',
      '',
      42,
      undefined,
    ]) {
      expect(tenantReturnOrigin(bad, allowed), String(bad)).toBeNull();
    }
  });
});

describe('the URLs a shopper is sent back to', () => {
  it('confirmation: /reservation with the reservation and its token', () => {
    expect(confirmationUrl('https://www.kestrelbaysubaru.com.au', 'res_abc', 't/k+n')).toBe(
      'https://www.kestrelbaysubaru.com.au/reservation?reservation=res_abc&token=t%2Fk%2Bn',
    );
  });

  it("retry: the car's checkout path with what happened", () => {
    expect(
      checkoutRetryUrl('http://a.localhost:1', '/cars/2021-subaru-xv/checkout', 'declined'),
    ).toBe('http://a.localhost:1/cars/2021-subaru-xv/checkout?payment=declined');
    expect(checkoutRetryUrl('http://a.localhost:1', '/cars/x/buy-online', 'cancelled')).toBe(
      'http://a.localhost:1/cars/x/buy-online?payment=cancelled',
    );
  });

  it("hosted pages: the API's own return route naming the reservation", () => {
    expect(providerReturnUrl('http://a.localhost:1', 'till', 'res_1')).toBe(
      'http://a.localhost:1/api/payments/till/return?reservation=res_1',
    );
    expect(providerReturnUrl('http://a.localhost:1', 'st_george', 'res_1', 'cancel')).toBe(
      'http://a.localhost:1/api/payments/st_george/return?reservation=res_1&outcome=cancel',
    );
  });
});
