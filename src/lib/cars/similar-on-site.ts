import { siteMemo } from '../site/memo.ts';
import type { Site } from '../site/site.ts';
import type { Car } from '../stock/car.ts';
import { similarCars } from './similar-cars.ts';

/** How many similar cars a car page shows. */
export const SIMILAR_CARS_SHOWN = 4;

/**
 * The similar cars a car page of this site shows (similarCars over the site's stock). Only
 * cars sharing a make and model or a body can be similar: grouping them once per build keeps
 * each page's choice to its own few candidates instead of the whole stock. The page and the
 * build's page reuse (src/server/build/page-reuse.ts) both ask here, so a car whose similar
 * cars changed is always rendered again.
 */
export function similarCarsOnSite(site: Site, car: Car): Car[] {
  const groups = siteMemo(site, 'similar-car-groups', () => {
    const byModel = new Map<string, Car[]>();
    const byBody = new Map<string, Car[]>();
    const add = (groups: Map<string, Car[]>, key: string, candidate: Car) => {
      const group = groups.get(key);
      if (group) group.push(candidate);
      else groups.set(key, [candidate]);
    };
    for (const candidate of site.cars) {
      if (candidate.sold || candidate.status !== 'in_stock') continue;
      add(byModel, `${candidate.make}\u0000${candidate.model}`, candidate);
      if (candidate.simple_body) add(byBody, candidate.simple_body, candidate);
    }
    return { byModel, byBody };
  });
  const candidates = [
    ...(groups.byModel.get(`${car.make}\u0000${car.model}`) ?? []),
    ...(car.simple_body ? (groups.byBody.get(car.simple_body) ?? []) : []),
  ];
  return similarCars(car, candidates, SIMILAR_CARS_SHOWN);
}
