import type { Dealer } from '../config/index.ts';
import { dataPages } from './site-pages.ts';
import { titleNoun, vehicleWords, type VehicleWords } from './vehicle-words.ts';

export interface ContentPageLink {
  path: string;
  title: string;
}

type ContentDealer = Pick<Dealer, 'models' | 'pages' | 'offers' | 'config' | 'legal'>;

/**
 * The content pages a dealer's site has: the fixed ones, /special-offers while offers run,
 * the service-booking page when configured, /models with models, and the dealer's extra
 * pages, titled in the dealer's vehicle noun. Model pages and the routes of other capabilities (search, forms) are not listed.
 */
export function contentPages(
  dealer: ContentDealer,
  today: string,
  words: VehicleWords = vehicleWords('car'),
): ContentPageLink[] {
  const data = dataPages(dealer, today);
  const links: ContentPageLink[] = [];
  if (data.some((p) => p.kind === 'models')) links.push({ path: '/models', title: 'Models' });
  if (data.some((p) => p.kind === 'special-offers'))
    links.push({ path: '/special-offers', title: 'Special Offers' });
  links.push(
    { path: '/finance', title: 'Finance' },
    { path: '/valuations', title: `Sell Your ${titleNoun(words.singular)}` },
    { path: '/service', title: 'Service' },
  );
  for (const page of data) {
    if (page.kind === 'service-booking') links.push({ path: page.path, title: page.booking.title });
  }
  links.push(
    { path: '/electric-cars', title: `Electric ${titleNoun(words.plural)}` },
    { path: '/faqs', title: 'FAQs' },
    { path: '/locations', title: 'Locations' },
    { path: dealer.config.contact_path, title: 'Contact Us' },
  );
  for (const page of data) {
    if (page.kind === 'extra') links.push({ path: page.path, title: page.page.title });
  }
  links.push(
    { path: '/privacy-policy', title: dealer.legal.privacy_policy.title },
    { path: '/pages/privacy-statement', title: dealer.legal.privacy_statement.title },
    { path: '/terms', title: dealer.legal.terms.title },
  );
  return links;
}
