import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_METHODS,
  PAYMENT_STRIP_LABEL,
  acceptedPaymentMethods,
  promoSlides,
  serviceBookingLink,
  sizedImage,
  stockCountCards,
} from '../../../src/lib/content/index.ts';
import { dealer, locationJson } from './fixtures.ts';

describe('promoSlides', () => {
  it('is the spec three slides: finance pre-approval, the stock search, the service page', () => {
    expect(promoSlides(dealer()).map((s) => [s.title, s.href])).toEqual([
      ['Vehicle Finance', '/finance-pre-approval'],
      ['Our Stock', '/search/new-used-and-demo-cars'],
      ['Book a Service', '/service'],
    ]);
  });

  it("follows the dealer's search path and service-booking page", () => {
    const d = dealer({
      search: { path: '/search' },
      config: {
        service_booking: {
          path: '/subaru-service',
          url: 'https://book.example.com',
          title: 'Book',
        },
      },
    });
    expect(promoSlides(d).map((s) => s.href)).toEqual([
      '/finance-pre-approval',
      '/search',
      '/subaru-service',
    ]);
  });

  it('says pre-owned where the dealer labels used cars Pre-Owned', () => {
    expect(promoSlides(dealer({ config: { used_label: 'Pre-Owned' } }))[1].text).toContain(
      'new, demo and pre-owned cars',
    );
    expect(promoSlides(dealer())[1].text).toContain('new, demo and used cars');
  });
});

describe('payment strip', () => {
  it("reads 'We accept:'", () => {
    expect(PAYMENT_STRIP_LABEL).toBe('We accept:');
  });

  it("lists the dealer's methods in its order", () => {
    expect(acceptedPaymentMethods(dealer({ payment: { methods: ['Visa', 'Apple Pay'] } }))).toEqual(
      ['Visa', 'Apple Pay'],
    );
  });

  it("falls back to the spec's five methods", () => {
    expect(acceptedPaymentMethods(dealer())).toEqual([
      'Mastercard',
      'Visa',
      'Maestro',
      'Google Pay',
      'Apple Pay',
    ]);
    expect(acceptedPaymentMethods(dealer({ payment: {} }))).toEqual([...DEFAULT_PAYMENT_METHODS]);
  });
});

describe('stockCountCards', () => {
  const plain = dealer().config;

  it('orders new, demo, used with search paths', () => {
    expect(stockCountCards({ used: 40, new: 12, demo: 3 }, plain)).toEqual([
      { type: 'new', label: 'New', count: 12, href: '/search/new-cars' },
      { type: 'demo', label: 'Demo', count: 3, href: '/search/demo-cars' },
      { type: 'used', label: 'Used', count: 40, href: '/search/used-cars' },
    ]);
  });

  it('hides car types without stock', () => {
    expect(stockCountCards({ new: 0, demo: 0, used: 7 }, plain).map((c) => c.type)).toEqual([
      'used',
    ]);
    expect(stockCountCards({ new: 0, demo: 0, used: 0 }, plain)).toEqual([]);
  });

  it('uses the Pre-Owned label and the dealer path overrides', () => {
    const config = dealer({
      config: { used_label: 'Pre-Owned', car_type_paths: { used: 'pre-owned-cars' } },
    }).config;
    expect(stockCountCards({ new: 1, demo: 0, used: 2 }, config)).toEqual([
      { type: 'new', label: 'New', count: 1, href: '/search/new-cars' },
      { type: 'used', label: 'Pre-Owned', count: 2, href: '/search/pre-owned-cars' },
    ]);
  });
});

describe('sizedImage', () => {
  it("keeps the dealer's size and alt, else the slot's", () => {
    expect(
      sizedImage(
        { url: '/a.svg', width: 10, height: 5, alt: 'A' },
        { width: 800, height: 600, alt: 'B' },
      ),
    ).toEqual({ src: '/a.svg', width: 10, height: 5, alt: 'A' });
    expect(sizedImage({ url: '/a.svg' }, { width: 800, height: 600, alt: 'B' })).toEqual({
      src: '/a.svg',
      width: 800,
      height: 600,
      alt: 'B',
    });
  });
});

describe('serviceBookingLink', () => {
  const booking = {
    path: '/subaru-service',
    url: 'https://book.example.com/x',
    title: 'Book a Subaru Service',
  };
  const service = locationJson({
    id: 2,
    name: 'Harbour Motors - Service',
    slug: 'svc',
    primary: false,
    location_type: 'service',
  });

  it("prefers the dealer's service-booking page", () => {
    const d = dealer({
      config: { service_booking: booking },
      xtime_url: 'https://xtime.example.com/a',
    });
    expect(serviceBookingLink(d)).toEqual({
      href: '/subaru-service',
      label: 'Book a Service',
      external: false,
    });
  });

  it('then the Xtime scheduler, in a new tab', () => {
    expect(serviceBookingLink(dealer({ xtime_url: 'https://xtime.example.com/a' }))).toEqual({
      href: 'https://xtime.example.com/a',
      label: 'Book a Service Online',
      external: true,
    });
  });

  it("then the service location's enquiry page, else the contact page", () => {
    expect(serviceBookingLink(dealer({ locations: [locationJson(), service] })).href).toBe(
      '/contact-us/harbour-motors',
    );
    expect(serviceBookingLink(dealer()).href).toBe('/contact');
  });
});

describe('promoSlides wording', () => {
  it('speaks of motorcycles on a motorcycle site', () => {
    const slides = promoSlides(dealer(), { singular: 'motorcycle', plural: 'motorcycles' });
    expect(slides[1].text).toBe('Browse our new, demo and used motorcycles, updated every day.');
    expect(slides[2].text).toBe(
      'Keep your motorcycle at its best with our factory-trained technicians.',
    );
  });
});
