import type { Country } from '../market/index.ts';
import { telHref } from '../phone/format.ts';
import type { Car } from '../stock/car.ts';
import { FINANCE_PATH, TRADE_IN_LABEL } from './card-buttons.ts';
import { checkoutPath, tradeInPath } from './paths.ts';
import { isReservable, type ReservableFields } from './reservable.ts';
import { SIDEBAR_OPTION_SETS, type SidebarOptionSet } from './sidebar-option-sets.ts';

export { SIDEBAR_OPTION_SETS, type SidebarOptionSet };

export type SidebarOptionId = 'enquire' | 'finance' | 'reserve' | 'trade-in' | 'question';

export interface SidebarOption {
  id: SidebarOptionId;
  label: string;
  /** Where Continue goes with this option chosen (and where it goes without JavaScript). */
  href: string;
  /**
   * The lead form Continue opens in place, in the sidebar's form slot; null for options that
   * lead to a page of their own. Until the lead forms exist, Continue follows `href`.
   */
  form: 'enquiry' | 'finance' | null;
}

export type SidebarCar = ReservableFields & Pick<Car, 'id' | 'slug'>;

export interface SidebarOptionsInput {
  /** dealer.config.car_sidebar. */
  set: SidebarOptionSet;
  /** dealer.config.online_buying: the reserve flow is /buy-online instead of /checkout. */
  onlineBuying: boolean;
}

/** The enquiry form sits on the car page itself, under this fragment. */
const ENQUIRY_HREF = '#enquire';

/**
 * The desktop sidebar's selectable options (spec §2 Car sidebar), in display order; the first
 * is the one chosen when the page opens ("It starts on Enquire"):
 * - 'enquire-finance-reserve': Enquire, Get Finance, Reserve Now;
 * - 'trade-in-question-reserve' ("Other sites"): Trade-In Valuation, Got a Question?,
 *   Reserve Car Now.
 * The reserve option only for a reservable car (spec §5, which already excludes reserved cars).
 */
export function sidebarOptions(car: SidebarCar, input: SidebarOptionsInput): SidebarOption[] {
  const reserveHref = checkoutPath(car, input.onlineBuying);
  const reservable = isReservable(car);
  if (input.set === 'trade-in-question-reserve') {
    const options: SidebarOption[] = [
      { id: 'trade-in', label: TRADE_IN_LABEL, href: tradeInPath(car), form: null },
      { id: 'question', label: 'Got a Question?', href: ENQUIRY_HREF, form: 'enquiry' },
    ];
    if (reservable)
      options.push({ id: 'reserve', label: 'Reserve Car Now', href: reserveHref, form: null });
    return options;
  }
  const options: SidebarOption[] = [
    { id: 'enquire', label: 'Enquire', href: ENQUIRY_HREF, form: 'enquiry' },
    {
      id: 'finance',
      label: 'Get Finance',
      href: `${FINANCE_PATH}?car_id=${encodeURIComponent(String(car.id))}`,
      form: 'finance',
    },
  ];
  if (reservable)
    options.push({ id: 'reserve', label: 'Reserve Now', href: reserveHref, form: null });
  return options;
}

export type MobileBarActionId = 'enquire' | 'call' | 'reserve';

export interface MobileBarAction {
  id: MobileBarActionId;
  label: string;
  href: string;
}

export interface MobileBarInput {
  /** The phone of the car's location. */
  phone: string;
  /** The dealer's country: Call Now dials in international form where the number allows. */
  country: Country;
  onlineBuying: boolean;
}

/**
 * The phone's fixed bottom bar (spec §2): Enquire, Call Now (a tel: link to the car's location
 * phone) and Reserve Now when the car is reservable. A location whose phone is blank (or has
 * no digit in it) gets no Call Now rather than a link that dials nothing.
 */
export function mobileBarActions(car: SidebarCar, input: MobileBarInput): MobileBarAction[] {
  const actions: MobileBarAction[] = [{ id: 'enquire', label: 'Enquire', href: ENQUIRY_HREF }];
  if (/\d/.test(input.phone))
    actions.push({ id: 'call', label: 'Call Now', href: telHref(input.phone, input.country) });
  if (isReservable(car))
    actions.push({
      id: 'reserve',
      label: 'Reserve Now',
      href: checkoutPath(car, input.onlineBuying),
    });
  return actions;
}
