export { LOCATION_TYPE_ORDER, compareLocations, sortLocations } from './order.ts';
export { contactSlug, contactUsPath, locationBaseName, locationDetailPath } from './paths.ts';
export { addressKey, distinctLocations } from './distinct.ts';
export {
  LOCATION_FILTERS,
  filterLocations,
  parseLocationFilter,
  primarySalesLocation,
} from './filter.ts';
export type { LocationFilter } from './filter.ts';
export { licenceLines, licenceText } from './licence.ts';
export type { LicenceLine } from './licence.ts';
export { EARTH_RADIUS_KM, byDistance, distanceKm } from './geo.ts';
export type { LatLng } from './geo.ts';
export { addressLine, directionsUrl, mapEmbedUrl } from './maps.ts';
export {
  CAROUSEL_IMAGE_HEIGHT,
  LOCATION_IMAGE,
  carouselSettings,
  locationGridColumns,
} from './block-layout.ts';
export type { CarouselSettings } from './block-layout.ts';
export { departmentPhones } from './phones.ts';
export type { DepartmentPhone } from './phones.ts';
