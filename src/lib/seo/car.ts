import { carTitle } from '../cars/car-title.ts';
import { bodyText, fuelText, transmissionText } from '../cars/car-wording.ts';
import { carPath } from '../cars/car-path.ts';
import { priceDisplay } from '../cars/price-display.ts';
import type { Car } from '../stock/car.ts';
import { absoluteUrl, nodeId, siteRoot, type JsonLdNode } from './json-ld-types.ts';

export interface CarJsonLdContext {
  dealerName: string;
  /** The dealer's site URL; every URL in the node is made absolute against it. */
  dealerUrl: string;
  /** The market's currency (ISO 4217). */
  currency: 'AUD' | 'NZD';
  /** The image-delivery URL of a photo, as the page itself shows it. */
  imageUrl: (src: string) => string;
}

const SCHEMA = 'https://schema.org/';

/**
 * Where a shopper stands with this car. Sold wins over everything (a sold car may still carry
 * a reservation or a coming-soon status from before it went); then a reservation; then a car
 * not yet arrived, which can be ordered but not seen.
 */
function availability(car: Pick<Car, 'sold' | 'reserved' | 'status'>): string {
  if (car.sold) return `${SCHEMA}SoldOut`;
  if (car.reserved) return `${SCHEMA}Reserved`;
  if (car.status === 'coming_soon') return `${SCHEMA}PreOrder`;
  return `${SCHEMA}InStock`;
}

/**
 * Only new cars are NewCondition: a demo car has been registered and driven by the dealer, so
 * to schema.org (and to a search engine's reader) it is a used car, however few its kilometres.
 */
function itemCondition(car: Pick<Car, 'car_type'>): string {
  return car.car_type === 'new' ? `${SCHEMA}NewCondition` : `${SCHEMA}UsedCondition`;
}

/**
 * The car page's schema.org Car, with its Offer (issue: "schema.org Car with offers …"), as
 * one script of its own. Values a feed may leave blank (VIN, body, fuel, transmission, colour,
 * photos) are left out rather than written empty; a price of 0 is price on application, so
 * the offer then names no price. Photos are the car's real ones: the not-found image a car
 * without photos shows is not a picture of it.
 */
export function carJsonLd(car: Car, context: CarJsonLdContext): JsonLdNode {
  const { dealerUrl } = context;
  const url = absoluteUrl(dealerUrl, carPath(car));
  const node: JsonLdNode = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: carTitle(car),
    url,
  };
  const photos = car.images
    .slice(0, car.photos_count)
    .map((photo) => absoluteUrl(dealerUrl, context.imageUrl(photo.image.url)));
  if (photos.length) node['image'] = photos;
  if (car.make.trim()) node['brand'] = { '@type': 'Brand', name: car.make.trim() };
  if (car.model.trim()) node['model'] = car.model.trim();
  node['vehicleModelDate'] = String(car.year);
  if (car.vin?.trim()) node['vehicleIdentificationNumber'] = car.vin.trim();
  node['mileageFromOdometer'] = { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' };
  const words = {
    bodyType: bodyText(car),
    fuelType: fuelText(car),
    vehicleTransmission: transmissionText(car),
    color: car.colour?.trim() ?? '',
  };
  for (const [property, value] of Object.entries(words)) if (value) node[property] = value;
  node['itemCondition'] = itemCondition(car);
  const offer: JsonLdNode = { '@type': 'Offer' };
  // The price the page shows first: the drive-away price where the feed gives one beside a
  // price without on-road costs (cars/price-display.ts), so the offer never undercuts the page.
  const price = priceDisplay(car).primary.amount;
  if (price > 0) offer['price'] = price;
  offer['priceCurrency'] = context.currency;
  offer['availability'] = availability(car);
  offer['url'] = url;
  offer['seller'] = {
    '@type': 'AutoDealer',
    '@id': nodeId(dealerUrl, 'dealer'),
    name: context.dealerName,
    url: `${siteRoot(dealerUrl)}/`,
  };
  node['offers'] = offer;
  return node;
}
