import { hasKeyedPaymentProcessor } from '../../lib/cars/reservable.ts';
import { carPath } from '../../lib/cars/index.ts';
import { isPrebuilt } from '../../lib/site/prebuilt.ts';
import type { Site } from '../../lib/site/site.ts';
import type { Car } from '../../lib/stock/car.ts';

export type CheckoutRoute = 'checkout' | 'buy-online';

/**
 * The reserve flow's pages (spec §2): one per car with a keyed payment processor, at
 * /cars/{slug}/checkout, or /buy-online where the dealer has online buying (never both).
 * A car that cannot be reserved keeps its page, which says why and offers an enquiry, so a
 * link from an older page or a search card never ends on a 404.
 */
export function checkoutCars(site: Site, route: CheckoutRoute): Car[] {
  const wanted: CheckoutRoute = site.dealer.config.online_buying ? 'buy-online' : 'checkout';
  if (route !== wanted) return [];
  return site.cars.filter((car) => hasKeyedPaymentProcessor(car.payment_processors));
}

/** getStaticPaths of a checkout route: its pages this build renders (isPrebuilt). */
export function checkoutPaths(
  site: Site,
  route: CheckoutRoute,
): { params: { slug: string }; props: { car: Car } }[] {
  return checkoutCars(site, route)
    .filter((car) => !isPrebuilt(site, `${carPath(car)}/${route}`))
    .map((car) => ({ params: { slug: car.slug }, props: { car } }));
}
