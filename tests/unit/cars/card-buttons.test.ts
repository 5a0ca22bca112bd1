import { describe, expect, it } from 'vitest';
import {
  TRADE_IN_LABEL,
  cardButtons,
  cardLeadCar,
  type CardButtonOptions,
} from '../../../src/lib/cars/index.ts';
import { makeCar } from './make-car.ts';
import { ROUTE } from './route.ts';

const OPTIONS: CardButtonOptions = { online_buying: false, route: ROUTE };
const labels = (car: ReturnType<typeof makeCar>, options = OPTIONS) =>
  cardButtons(car, options).map((b) => b.label);

describe('cardButtons', () => {
  it('a reservable car: Enquire, Get Finance, View Details, Reserve Now, Trade In', () => {
    expect(cardButtons(makeCar(), OPTIONS)).toEqual([
      {
        id: 'enquire',
        label: 'Enquire',
        href: '/cars/2021-toyota-rav4-gxl-u1234#enquire',
        dialog: 'enquiry',
        eventId: 15,
        lead: cardLeadCar(makeCar()),
      },
      { id: 'finance', label: 'Get Finance', href: '/finance-pre-approval?car_id=4242' },
      { id: 'details', label: 'View Details', href: '/cars/2021-toyota-rav4-gxl-u1234' },
      { id: 'reserve', label: 'Reserve Now', href: '/cars/2021-toyota-rav4-gxl-u1234/checkout' },
      { id: 'trade-in', label: 'Trade-In Valuation', href: '/cars/trade-in?car_id=4242' },
    ]);
  });

  it("a dialog button carries its car's lead fields, location and the words naming it", () => {
    const car = makeCar({ tag: 'Test Drive Only', status: 'coming_soon' });
    expect(cardLeadCar(car)).toEqual({
      id: 4242,
      slug: '2021-toyota-rav4-gxl-u1234',
      make: 'Toyota',
      model: 'RAV4',
      car_type: car.car_type,
      status: 'coming_soon',
      sold: false,
      dealership_slug: car.dealership_slug,
      tag: 'Test Drive Only',
      stocknum: 'U1234',
      location: { id: car.location.id },
      about: `${car.name} (stock no. U1234)`,
    });
  });

  it('a car without a stock number is named by its name alone, its stock number blank', () => {
    const lead = cardLeadCar({ ...makeCar(), stocknum: null });
    expect(lead.stocknum).toBe('');
    expect(lead.about).toBe(makeCar().name);
  });

  it('the trade-in label defaults to the spec text and can be changed', () => {
    expect(TRADE_IN_LABEL).toBe('Trade-In Valuation');
    expect(labels(makeCar(), { ...OPTIONS, tradeInLabel: 'Value My Trade' }).at(-1)).toBe(
      'Value My Trade',
    );
  });

  it('Reserve Now links /buy-online with the online-buying setting', () => {
    const reserve = cardButtons(makeCar(), { ...OPTIONS, online_buying: true }).find(
      (b) => b.id === 'reserve',
    );
    expect(reserve?.href).toBe('/cars/2021-toyota-rav4-gxl-u1234/buy-online');
  });

  it('drops Reserve Now when the car is not reservable', () => {
    const withoutReserve = ['Enquire', 'Get Finance', 'View Details', 'Trade-In Valuation'];
    expect(labels(makeCar({ reserved: true }))).toEqual(withoutReserve);
    expect(labels(makeCar({ price: 200 }))).toEqual(withoutReserve);
    expect(labels(makeCar({ payment_processors: [] }))).toEqual(withoutReserve);
    expect(labels(makeCar({ status: 'coming_soon' }))).toEqual(withoutReserve);
    expect(labels(makeCar({ reservable: false }))).toEqual(withoutReserve);
  });

  it('a test-drive-only car gets the test-drive layout', () => {
    const car = makeCar({ tag: '*** Test Drive Vehicle Only ***', car_type: 'demo' });
    expect(cardButtons(car, OPTIONS)).toEqual([
      {
        id: 'test-drive',
        label: 'Book a Test Drive',
        href: '/cars/2021-toyota-rav4-gxl-u1234#test-drive',
        dialog: 'test-drive',
        eventId: 17,
        lead: cardLeadCar(car),
      },
      {
        id: 'enquire',
        label: 'Enquire Now',
        href: '/cars/2021-toyota-rav4-gxl-u1234#enquire',
        dialog: 'enquiry',
        eventId: 14,
        lead: cardLeadCar(car),
      },
      { id: 'details', label: 'View Details', href: '/cars/2021-toyota-rav4-gxl-u1234' },
      { id: 'trade-in', label: 'Trade-In Valuation', href: '/cars/trade-in?car_id=4242' },
    ]);
  });

  it('a sold car offers something similar (same make and model) and its details', () => {
    expect(cardButtons(makeCar({ sold: true }), OPTIONS)).toEqual([
      { id: 'similar', label: 'Find Me Something Similar', href: '/search/toyota/rav4' },
      { id: 'details', label: 'View Details', href: '/cars/2021-toyota-rav4-gxl-u1234' },
    ]);
  });

  it('sold wins over test-drive-only', () => {
    expect(labels(makeCar({ sold: true, tag: 'Test Drive Only' }))).toEqual([
      'Find Me Something Similar',
      'View Details',
    ]);
  });

  it('a sold car without a make is pointed at the search path', () => {
    expect(
      cardButtons(makeCar({ sold: true, make: '', simple_body: null }), OPTIONS)[0]?.href,
    ).toBe('/search/new-used-and-demo-cars');
  });

  it('enquiry events follow the car type', () => {
    const event = (car_type: 'new' | 'demo' | 'used') =>
      cardButtons(makeCar({ car_type }), OPTIONS)[0]?.eventId;
    expect(event('new')).toBe(14);
    expect(event('demo')).toBe(14);
    expect(event('used')).toBe(15);
  });
});
