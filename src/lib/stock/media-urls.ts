/** Site paths for stock media that every dealer's site has, whatever its feed. */

/** Shown wherever a car has no photos (spec §8: missing images fall back to a default not-found image). */
export const NOT_FOUND_IMAGE_URL = '/media/not-found.svg';
