import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { printPath } from '../../../src/lib/cars/printable-car.ts';
import { savedCarsPage } from '../../../src/lib/favourites/index.ts';
import { tenantSite } from './tenants.ts';

export { E2E_DIST } from './tenants.ts';

/** The first folder under `dir` of the built site that holds a page. */
function firstPage(site: string, dir: string): string | null {
  const folder = path.join(site, dir);
  if (!existsSync(folder)) return null;
  const name = readdirSync(folder)
    .sort()
    .find((entry) => existsSync(path.join(folder, entry, 'index.html')));
  return name ? `/${dir}/${name}` : null;
}

/** One page of every page type the dealer's built site (`site`, its folder) has. */
export function pageTypes(slug: string, site: string): [string, string][] {
  const { dealer } = tenantSite(slug);
  const car = firstPage(site, 'cars');
  const carSlug = car?.split('/').at(-1);
  const types: [string, string | null][] = [
    ['home', '/'],
    ['search', dealer.search.path],
    ['car', car],
    ['location', firstPage(site, 'locations') ?? '/locations'],
    ['contact', firstPage(site, 'contact-us')],
    ['content', '/finance'],
    ['faqs', '/faqs'],
    ['saved cars', savedCarsPage(dealer.config.saved_cars).path],
    ['compare', '/compare'],
    ['print', carSlug ? printPath({ slug: carSlug }) : null],
    ['404', '/no-such-page-for-csp'],
  ];
  return types.filter((type): type is [string, string] => type[1] !== null);
}
