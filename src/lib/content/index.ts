export { brandItemSlug, brandPages } from './brand-pages.ts';
export type { BrandPage } from './brand-pages.ts';
export { contentPages } from './content-pages.ts';
export type { ContentPageLink } from './content-pages.ts';
export {
  ELECTRIFIED_FUELS,
  electrifiedModels,
  electrifiedStock,
  fuelSearchHref,
} from './electric.ts';
export type { ElectrifiedFuel, FuelStockLink } from './electric.ts';
export {
  EV_CHARGING_FAQS,
  GENERAL_FAQS,
  TRADE_IN_FAQS,
  evChargingFaqs,
  generalFaqs,
  pageFaqs,
  tradeInFaqs,
} from './faqs.ts';
export {
  FINANCE_STEPS,
  financeProviderText,
  financeRates,
  financeSteps,
  percentText,
} from './finance.ts';
export type { FinanceRates, FinanceStep } from './finance.ts';
export { contactUsPages, locationPages } from './location-pages.ts';
export type { LocationGroupPage } from './location-pages.ts';
export { ALL_BODIES, bodyGroups, bodySlug, modelsBodyHref } from './model-bodies.ts';
export type { BodyGroup } from './model-bodies.ts';
export { activeOffers, dealerToday, hasSpecialOffers } from './offers.ts';
export {
  DEFAULT_PAYMENT_METHODS,
  PAYMENT_STRIP_LABEL,
  acceptedPaymentMethods,
} from './payment-strip.ts';
export { promoSlides } from './promo-slides.ts';
export type { PromoSlide } from './promo-slides.ts';
export { dataPageProblems, dataPages, modelPagePath } from './site-pages.ts';
export type { DataPage } from './site-pages.ts';
export {
  FIXED_PAGES,
  FIXED_PAGE_TABLE,
  RESERVED_SECTIONS,
  isTakenPath,
  sitePathOf,
} from './site-routes.ts';
export type { FixedPage } from './site-routes.ts';
export { CAR_TYPE_ORDER, carTypeLabel, stockCountCards } from './stock-count-cards.ts';
export type { StockCountCard } from './stock-count-cards.ts';
export { sizedImage } from './image.ts';
export type { SizedImage } from './image.ts';
export { serviceBookingLink } from './service-booking.ts';
export type { ServiceBookingLink } from './service-booking.ts';
export { dealerVehicleKind, titleNoun, vehicleWords } from './vehicle-words.ts';
export type { VehicleWords } from './vehicle-words.ts';
