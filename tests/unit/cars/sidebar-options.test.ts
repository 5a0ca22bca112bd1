import { describe, expect, it } from 'vitest';
import {
  SIDEBAR_OPTION_SETS,
  mobileBarActions,
  sidebarOptions,
  type SidebarOptionsInput,
} from '../../../src/lib/cars/index.ts';
import type { Car } from '../../../src/lib/stock/car.ts';
import { makeCar } from './make-car.ts';

const ENQUIRE_FIRST: SidebarOptionsInput = { set: 'enquire-finance-reserve', onlineBuying: false };
const TRADE_IN_FIRST: SidebarOptionsInput = {
  set: 'trade-in-question-reserve',
  onlineBuying: false,
};
const CHECKOUT = '/cars/2021-toyota-rav4-gxl-u1234/checkout';

/** Each of the spec §5 conditions broken alone: the car is then not reservable. */
const NOT_RESERVABLE: [string, Partial<Car>][] = [
  ['coming soon', { status: 'coming_soon' }],
  ['test drive only', { tag: 'Test Drive Only' }],
  ['without a keyed payment processor', { payment_processors: [] }],
  ['sold', { sold: true }],
  ['reserved', { reserved: true }],
  ['priced at 200', { price: 200 }],
  ['switched off by the dealer', { reservable: false }],
];

describe('sidebarOptions', () => {
  it('offers the two sets the spec names', () => {
    expect(SIDEBAR_OPTION_SETS).toEqual(['enquire-finance-reserve', 'trade-in-question-reserve']);
  });

  it('starts on Enquire, then Get Finance and Reserve Now, for a reservable car', () => {
    expect(sidebarOptions(makeCar(), ENQUIRE_FIRST)).toEqual([
      { id: 'enquire', label: 'Enquire', href: '#enquire', form: 'enquiry' },
      {
        id: 'finance',
        label: 'Get Finance',
        href: '/finance-pre-approval?car_id=4242',
        form: 'finance',
      },
      { id: 'reserve', label: 'Reserve Now', href: CHECKOUT, form: null },
    ]);
  });

  it('offers Trade-In Valuation, Got a Question? and Reserve Car Now on the other sites', () => {
    expect(sidebarOptions(makeCar(), TRADE_IN_FIRST)).toEqual([
      {
        id: 'trade-in',
        label: 'Trade-In Valuation',
        href: '/cars/trade-in?car_id=4242',
        form: null,
      },
      { id: 'question', label: 'Got a Question?', href: '#enquire', form: 'enquiry' },
      { id: 'reserve', label: 'Reserve Car Now', href: CHECKOUT, form: null },
    ]);
  });

  it('reserves through /buy-online where the dealer has online buying', () => {
    for (const set of SIDEBAR_OPTION_SETS) {
      const reserve = sidebarOptions(makeCar(), { set, onlineBuying: true }).at(-1);
      expect(reserve?.href, set).toBe('/cars/2021-toyota-rav4-gxl-u1234/buy-online');
    }
  });

  it.each(NOT_RESERVABLE)('leaves out the reserve option for a car %s', (_name, overrides) => {
    const car = makeCar(overrides);
    expect(sidebarOptions(car, ENQUIRE_FIRST).map((o) => o.id)).toEqual(['enquire', 'finance']);
    expect(sidebarOptions(car, TRADE_IN_FIRST).map((o) => o.id)).toEqual(['trade-in', 'question']);
  });

  it('encodes the car id into the finance link', () => {
    const finance = sidebarOptions(makeCar({ id: 77 }), ENQUIRE_FIRST)[1];
    expect(finance?.href).toBe('/finance-pre-approval?car_id=77');
  });
});

describe('mobileBarActions', () => {
  const PHONE = { phone: '02 4900 2222', country: 'AU', onlineBuying: false } as const;

  it('offers Enquire, Call Now and Reserve Now for a reservable car', () => {
    expect(mobileBarActions(makeCar(), PHONE)).toEqual([
      { id: 'enquire', label: 'Enquire', href: '#enquire' },
      { id: 'call', label: 'Call Now', href: 'tel:+61249002222' },
      { id: 'reserve', label: 'Reserve Now', href: CHECKOUT },
    ]);
  });

  it('dials a number written with its country code the same way', () => {
    const call = mobileBarActions(makeCar(), { ...PHONE, phone: ' +61 (2) 4900-2222 ' })[1];
    expect(call?.href).toBe('tel:+61249002222');
  });

  it('keeps national digits for a local-rate number that cannot be dialled from abroad', () => {
    const call = mobileBarActions(makeCar(), { ...PHONE, phone: '13 14 15' })[1];
    expect(call?.href).toBe('tel:131415');
  });

  it('leaves out Call Now when the phone is blank', () => {
    expect(mobileBarActions(makeCar(), { ...PHONE, phone: '  ' }).map((a) => a.id)).toEqual([
      'enquire',
      'reserve',
    ]);
  });

  it('leaves out Call Now when the phone has no digits to dial', () => {
    expect(mobileBarActions(makeCar(), { ...PHONE, phone: 'TBA' }).map((a) => a.id)).not.toContain(
      'call',
    );
  });

  it('reserves through /buy-online where the dealer has online buying', () => {
    expect(mobileBarActions(makeCar(), { ...PHONE, onlineBuying: true }).at(-1)?.href).toBe(
      '/cars/2021-toyota-rav4-gxl-u1234/buy-online',
    );
  });

  it.each(NOT_RESERVABLE)('leaves out Reserve Now for a car %s', (_name, overrides) => {
    expect(mobileBarActions(makeCar(overrides), PHONE).map((a) => a.id)).toEqual([
      'enquire',
      'call',
    ]);
  });
});
