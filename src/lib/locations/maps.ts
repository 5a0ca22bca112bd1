import type { Location } from '../config/index.ts';

type MapAddress = Pick<Location['address'], 'lat' | 'lng' | 'place_id'>;

/** Keyless Google Maps embed for an iframe. */
export function mapEmbedUrl(address: MapAddress, zoom = 15): string {
  return `https://maps.google.com/maps?q=${address.lat},${address.lng}&z=${zoom}&output=embed`;
}

/** Google Maps directions to the location (its place when known, so the pin is the business). */
export function directionsUrl(address: MapAddress): string {
  const base = `https://www.google.com/maps/dir/?api=1&destination=${address.lat},${address.lng}`;
  return address.place_id
    ? `${base}&destination_place_id=${encodeURIComponent(address.place_id)}`
    : base;
}

/** One-line postal address: "12 Beach Rd, Kestrel Bay NSW 2000". */
export function addressLine(
  address: Pick<Location['address'], 'street' | 'city' | 'state' | 'postcode'>,
): string {
  return `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
}
