import type { Options } from '../config/index.ts';
import type { SearchRouteContext } from '../search/routing/route-context.ts';
import { enquiryEventId, testDriveEventId } from './events.ts';
import { carPath, checkoutPath, similarCarsPath, tradeInPath } from './paths.ts';
import type { CarSummary } from './car-summary.ts';
import { isReservable, type ReservableFields } from './reservable.ts';
import { isTestDriveOnly } from './test-drive.ts';

/** Spec §9: the trade-in button's default label. */
export const TRADE_IN_LABEL = 'Trade-In Valuation';
/** Spec §2: where a shopper applies for finance. */
export const FINANCE_PATH = '/finance-pre-approval';

export type CardButtonId =
  'enquire' | 'finance' | 'details' | 'reserve' | 'test-drive' | 'trade-in' | 'similar';

export interface CardButton {
  id: CardButtonId;
  label: string;
  /** Where the button goes; for dialog buttons, the car page section a no-script visitor lands on. */
  href: string;
  /** Buttons that open a lead dialog on the card instead of navigating. */
  dialog?: 'enquiry' | 'test-drive';
  /** Tracking event the dialog's lead reports (spec §9 events). */
  eventId?: number;
  /** Dialog buttons: the car the dialog's form is about. */
  lead?: CardLeadCar;
}

/**
 * What a card's lead dialog needs of its car, carried by the button (as JSON) so the dialog
 * can build the same form the car page offers: the car's lead fields, its slug for /success,
 * its location (the test drive's times depend on it) and the words naming it in the dialog.
 */
export interface CardLeadCar extends Pick<
  CarSummary,
  'id' | 'slug' | 'make' | 'model' | 'car_type' | 'status' | 'sold' | 'dealership_slug' | 'tag'
> {
  stocknum: string;
  location: { id: number };
  /** '2024 Subaru Forester (stock no. S123)': the dialog's intro says 'About the …'. */
  about: string;
}

export type CardButtonCar = ReservableFields &
  Pick<
    CarSummary,
    | 'id'
    | 'slug'
    | 'name'
    | 'make'
    | 'model'
    | 'simple_body'
    | 'car_type'
    | 'status'
    | 'sold'
    | 'dealership_slug'
    | 'tag'
    | 'stocknum'
    | 'location'
  >;

/** The car as its lead dialog needs it (CardLeadCar). */
export function cardLeadCar(car: CardButtonCar): CardLeadCar {
  const stocknum = car.stocknum ?? '';
  return {
    id: car.id,
    slug: car.slug,
    make: car.make,
    model: car.model,
    car_type: car.car_type,
    status: car.status,
    sold: car.sold,
    dealership_slug: car.dealership_slug,
    tag: car.tag,
    stocknum,
    location: { id: car.location.id },
    about: stocknum ? `${car.name} (stock no. ${stocknum})` : car.name,
  };
}

export interface CardButtonOptions extends Pick<Options, 'online_buying'> {
  /** The search router's context: it spells the 'Find Me Something Similar' search URL. */
  route: SearchRouteContext;
  /** Defaults to 'Trade-In Valuation'. */
  tradeInLabel?: string;
}

/**
 * The search card's buttons, in display order (spec §2, §4):
 * - sold: 'Find Me Something Similar' (same make and model), then View Details;
 * - test-drive-only (the changed layout): Book a Test Drive, Enquire Now, View Details, Trade In;
 * - otherwise: Enquire, Get Finance, View Details, Reserve Now (only when reservable, which
 *   already excludes reserved cars), Trade In.
 */
export function cardButtons(car: CardButtonCar, options: CardButtonOptions): CardButton[] {
  const details: CardButton = { id: 'details', label: 'View Details', href: carPath(car) };
  if (car.sold) {
    const similar = similarCarsPath(car, options.route);
    return [{ id: 'similar', label: 'Find Me Something Similar', href: similar }, details];
  }
  const tradeIn: CardButton = {
    id: 'trade-in',
    label: options.tradeInLabel ?? TRADE_IN_LABEL,
    href: tradeInPath(car),
  };
  const lead = cardLeadCar(car);
  const enquiry = {
    href: `${carPath(car)}#enquire`,
    dialog: 'enquiry',
    eventId: enquiryEventId(car),
    lead,
  } as const;
  if (isTestDriveOnly(car)) {
    return [
      {
        id: 'test-drive',
        label: 'Book a Test Drive',
        href: `${carPath(car)}#test-drive`,
        dialog: 'test-drive',
        eventId: testDriveEventId(car),
        lead,
      },
      { id: 'enquire', label: 'Enquire Now', ...enquiry },
      details,
      tradeIn,
    ];
  }
  const buttons: CardButton[] = [
    { id: 'enquire', label: 'Enquire', ...enquiry },
    {
      id: 'finance',
      label: 'Get Finance',
      href: `${FINANCE_PATH}?car_id=${encodeURIComponent(String(car.id))}`,
    },
    details,
  ];
  if (isReservable(car))
    buttons.push({
      id: 'reserve',
      label: 'Reserve Now',
      href: checkoutPath(car, options.online_buying),
    });
  buttons.push(tradeIn);
  return buttons;
}
