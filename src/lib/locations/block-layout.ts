/**
 * Spec: grid columns vary by count. Exactly 6 sits as two rows of 3; more than 3 runs four
 * across; 3 runs three across; fewer than 3 runs one per location.
 */
export function locationGridColumns(count: number): 1 | 2 | 3 | 4 {
  if (count === 6) return 3;
  if (count > 3) return 4;
  if (count >= 3) return 3;
  return count === 2 ? 2 : 1;
}

export interface CarouselSettings {
  /** Spec §9: arrows when more than 3 locations. */
  arrows: boolean;
  /** Spec §9: wider items above 4 locations. */
  wide: boolean;
}

export function carouselSettings(count: number): CarouselSettings {
  return { arrows: count > 3, wide: count > 4 };
}

/** Spec §9: location image height 150px on the carousel. */
export const CAROUSEL_IMAGE_HEIGHT = 150;
/** Spec: location card image 600x400. */
export const LOCATION_IMAGE = { width: 600, height: 400 } as const;
