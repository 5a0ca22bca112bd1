/**
 * The car summary and per-car rules: reserving, test drives, paths, tags, card buttons, events,
 * and the car page's own: title, phone mask, share links, similar cars, specification rows,
 * sidebar options, breadcrumbs.
 */
export { isTestDriveOnly } from './test-drive.ts';
export {
  RESERVE_MIN_PRICE,
  hasKeyedPaymentProcessor,
  isReservable,
  type KeyedProcessor,
  type ReservableFields,
} from './reservable.ts';
export { carPath, checkoutPath, similarCarsPath, tradeInPath } from './paths.ts';
export { NEW_ARRIVAL_DAYS, isNewArrival } from './new-arrival.ts';
export {
  carTags,
  displayTag,
  type CarTag,
  type CarTagKind,
  type CarTagOptions,
  type TaggedCar,
} from './tags.ts';
export {
  FINANCE_PATH,
  TRADE_IN_LABEL,
  cardButtons,
  type CardButton,
  type CardLeadCar,
  cardLeadCar,
  type CardButtonCar,
  type CardButtonId,
  type CardButtonOptions,
} from './card-buttons.ts';
export {
  SAVE_BUTTONS_MODES,
  isSaveable,
  showSaveButtons,
  type SaveButtonsMode,
  type SaveableFields,
} from './save-buttons.ts';
export { EVENT_IDS, enquiryEventId, testDriveEventId } from './events.ts';
export { AUTOCOMPLETE_MIN_PRICE, showAutocompletePrice } from './autocomplete-price.ts';
export { SUMMARY_THUMBNAILS, carSummary, type CarSummary } from './car-summary.ts';
export { PHONE_MASK_KEEP, maskPhone } from './phone-mask.ts';
export {
  COPIED_NOTICE_MS,
  SHARE_WINDOW,
  carShareUrl,
  shareLinks,
  shareWindowFeatures,
  type ShareLink,
  type ShareTargetId,
} from './share-links.ts';
export { carTitle, type CarTitleFields } from './car-title.ts';
export { similarCars, type SimilarCarFields } from './similar-cars.ts';
export { odometerReading, odometerText, type OdometerFields } from './odometer.ts';
export {
  iconRowFacts,
  specificationRows,
  type IconRowFact,
  type IconRowFactId,
  type IconRowFields,
  type SpecRow,
  type SpecificationOptions,
} from './spec-rows.ts';
export {
  SIDEBAR_OPTION_SETS,
  mobileBarActions,
  sidebarOptions,
  type MobileBarAction,
  type MobileBarActionId,
  type MobileBarInput,
  type SidebarCar,
  type SidebarOption,
  type SidebarOptionId,
  type SidebarOptionSet,
  type SidebarOptionsInput,
} from './sidebar-options.ts';
export { carBreadcrumbs, type BreadcrumbCar } from './breadcrumbs.ts';
export { bodyText, fuelText, transmissionText } from './car-wording.ts';
export { carJsonLd, type CarJsonLdContext } from '../seo/car.ts';
