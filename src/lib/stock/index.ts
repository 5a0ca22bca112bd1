/**
 * The stock layer's public surface: the Car type, the feed format and the adapter. The demo
 * stock generator and the drawn illustrations are in src/demo/.
 */
export type {
  Car,
  CarBody,
  CarImage,
  CarLocation,
  CarStatus,
  CarType,
  ConsumerNotice,
  DriveType,
  FinanceLenders,
  MotorcycleBody,
  OdometerUnit,
  PaymentProcessor,
  PriceType,
  SimpleBody,
  SimpleFuel,
  SimpleTransmission,
  StockLocation,
  VehicleKind,
} from './car.ts';
export {
  CAR_BODIES,
  IMPORT_STATUSES,
  MOTORCYCLE_BODIES,
  PRICE_TYPES,
  SIMPLE_FUELS,
} from './car.ts';
export {
  FEED_FORMAT,
  feedEnvelopeSchema,
  feedVehicleSchema,
  type FeedVehicle,
  type StockFeed,
} from './feed-schema.ts';
export {
  normaliseFeed,
  type NormaliseContext,
  type NormalisedStock,
  type StockProblem,
} from './normalise.ts';
export { NOT_FOUND_IMAGE_URL } from './media-urls.ts';
