/**
 * Spec §2: the car detail page, /cars/{slug} (also the share link's path). Its own module,
 * free of the search router, so islands that link to cars (the favourites bar, saved cars)
 * do not ship the router with them.
 */
export function carPath(car: { slug: string }): string {
  return `/cars/${encodeURIComponent(car.slug)}`;
}
