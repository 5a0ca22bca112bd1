import { landingBreadcrumbs } from '../search/routing/landing-text.ts';
import { pathValuesToState, type PathValues } from '../search/routing/path-values.ts';
import type { SearchRouteContext } from '../search/routing/route-context.ts';
import type { Car } from '../stock/car.ts';
import type { Crumb } from '../theme/json-ld.ts';
import { carTitle, type CarTitleFields } from './car-title.ts';
import { carPath } from './paths.ts';

export type BreadcrumbCar = CarTitleFields & Pick<Car, 'slug' | 'car_type'>;

/**
 * The search landing page of these refinements, named as that page names itself in its own
 * breadcrumbs ('Used Cars', 'Pre-Owned Cars', 'Used Motorcycles', 'Toyota', 'RAV4') and linked
 * as the search router spells it ('/search/used-cars', '/search/toyota/rav4').
 */
function landingCrumb(values: PathValues, route: SearchRouteContext): Crumb | undefined {
  return landingBreadcrumbs(pathValuesToState(values, route.slots), route).at(-1);
}

/**
 * Home › the car type's stock › the make › the model › this car. The make and the model are
 * each their own search page (/search/{make}, /search/{make}/{model}), not narrowed by car
 * type: a shopper going up a level wants every RAV4, new or used. A blank make leaves out the
 * make and the model; a blank model leaves out the model.
 */
export function carBreadcrumbs(car: BreadcrumbCar, route: SearchRouteContext): Crumb[] {
  const make = car.make.trim();
  const model = car.model.trim();
  const levels: PathValues[] = [{ car_type: car.car_type }];
  if (make) {
    levels.push({ make });
    if (model) levels.push({ make, model });
  }
  const crumbs: Crumb[] = [{ name: 'Home', url: '/' }];
  for (const values of levels) {
    const crumb = landingCrumb(values, route);
    if (crumb) crumbs.push(crumb);
  }
  crumbs.push({ name: carTitle(car), url: carPath(car) });
  return crumbs;
}
