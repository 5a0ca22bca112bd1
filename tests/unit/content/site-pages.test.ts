import { describe, expect, it } from 'vitest';
import {
  FIXED_PAGE_TABLE,
  dataPageProblems,
  dataPages,
  isTakenPath,
  modelPagePath,
  sitePathOf,
} from '../../../src/lib/content/index.ts';
import { dealer, modelJson } from './fixtures.ts';

const TODAY = '2026-11-20';
const offer = (slug: string, expiry?: string) => ({
  slug,
  title: slug,
  summary: 'x',
  ...(expiry ? { expiry } : {}),
});
const extra = (path: string) => ({
  path,
  title: 'Handback Guarantee',
  description: 'd',
  sections: [{ paragraphs: ['p'] }],
});
const booking = {
  path: '/subaru-service',
  url: 'https://book.example.com/x',
  title: 'Book a Subaru Service',
};

/** The generic contact page is always there; these cases are about the other data pages. */
const withoutContact = (d: ReturnType<typeof dealer>) =>
  dataPages(d, TODAY).filter((p) => p.kind !== 'contact');

describe('modelPagePath', () => {
  const d = dealer();
  it('is /{slug} without an override', () => {
    expect(modelPagePath({ slug: 'forester' }, d)).toBe('/forester');
  });
  it('is the override when it is a free site path', () => {
    expect(modelPagePath({ slug: 'forester', override_url: '/forester-hybrid-range' }, d)).toBe(
      '/forester-hybrid-range',
    );
  });
  it('has no page when the override leaves the site or points at an existing page', () => {
    expect(
      modelPagePath({ slug: 'solterra', override_url: 'https://www.subaru.com.au/solterra' }, d),
    ).toBeNull();
    expect(modelPagePath({ slug: 'solterra', override_url: '/electric-cars' }, d)).toBeNull();
    expect(
      modelPagePath({ slug: 'solterra', override_url: '/search/new-cars/subaru/solterra' }, d),
    ).toBeNull();
  });
});

describe('sitePathOf / isTakenPath', () => {
  it('strips query, hash and trailing slash; rejects off-site links', () => {
    expect(sitePathOf('/models?body=suv')).toBe('/models');
    expect(sitePathOf('/finance/#rates')).toBe('/finance');
    expect(sitePathOf('/')).toBe('/');
    expect(sitePathOf('https://x.example.com/a')).toBeNull();
    expect(sitePathOf('//cdn.example.com/a')).toBeNull();
    expect(sitePathOf('tel:0290000000')).toBeNull();
  });
  it('knows the fixed pages, the reserved sections and a garage path', () => {
    const d = dealer();
    expect(isTakenPath('/finance', d)).toBe(true);
    expect(isTakenPath('/special-offers', d)).toBe(true);
    expect(isTakenPath('/cars/2024-subaru-forester', d)).toBe(true);
    expect(isTakenPath('/search', d)).toBe(true);
    expect(isTakenPath('/brands/subaru', d)).toBe(true);
    expect(isTakenPath('/forester', d)).toBe(false);
    expect(isTakenPath('/searchlight', d)).toBe(false);
    const garage = dealer({
      config: { saved_cars: { mode: 'garage', path: '/mybigboxcars', label: 'myGarage' } },
    });
    expect(isTakenPath('/mybigboxcars', garage)).toBe(true);
  });
  it('takes every path of the fixed page table, built or not', () => {
    const d = dealer();
    expect(FIXED_PAGE_TABLE.filter((page) => !isTakenPath(page.path, d))).toEqual([]);
  });
});

describe('dataPages', () => {
  it('lists model pages, extra pages, the service-booking page and special offers', () => {
    const d = dealer({
      models: [
        modelJson({ name: 'Forester' }),
        modelJson({ name: 'Solterra', override_url: '/electric-cars' }),
      ],
      pages: [extra('/autopact-handback-guarantee')],
      offers: [offer('a')],
      config: { service_booking: booking },
    });
    expect(dataPages(d, TODAY).map((p) => [p.kind, p.path])).toEqual([
      ['contact', '/contact'],
      ['models', '/models'],
      ['model', '/forester'],
      ['extra', '/autopact-handback-guarantee'],
      ['service-booking', '/subaru-service'],
      ['special-offers', '/special-offers'],
    ]);
  });

  it('builds the data-dependent fixed pages at the paths the fixed page table gives them', () => {
    const d = dealer({ models: [modelJson({ name: 'Forester' })], offers: [offer('a')] });
    const built = dataPages(d, TODAY).map((p) => [p.kind, p.path]);
    for (const page of FIXED_PAGE_TABLE) {
      if (page.route === 'data-pages') expect(built).toContainEqual([page.kind, page.path]);
    }
    expect(dataPageProblems(d, TODAY)).toEqual([]);
  });

  it('leaves /special-offers out when every offer has expired, and keeps offers expiring today', () => {
    expect(withoutContact(dealer({ offers: [offer('old', '2026-11-19')] }))).toEqual([]);
    const [page] = withoutContact(
      dealer({ offers: [offer('old', '2026-11-19'), offer('last-day', TODAY)] }),
    );
    expect(page?.kind === 'special-offers' && page.offers.map((o) => o.slug)).toEqual(['last-day']);
  });

  it('has no service-booking page unless one is configured, and no /models without models', () => {
    expect(withoutContact(dealer())).toEqual([]);
  });

  it('builds the generic contact page at config.contact_path', () => {
    expect(dataPages(dealer(), TODAY)).toEqual([{ kind: 'contact', path: '/contact' }]);
    const custom = dealer({ config: { contact_path: '/get-in-touch' } });
    expect(dataPages(custom, TODAY)).toEqual([{ kind: 'contact', path: '/get-in-touch' }]);
  });

  it('builds extra pages on the paths the dealer gives, nested ones included', () => {
    const d = dealer({ pages: [extra('/about/handback')] });
    expect(withoutContact(d).map((p) => p.path)).toEqual(['/about/handback']);
    expect(dataPageProblems(d, TODAY)).toEqual([]);
  });
});

describe('dataPageProblems', () => {
  it('reports a contact path that another page already uses', () => {
    expect(dataPageProblems(dealer({ config: { contact_path: '/finance' } }), TODAY)).toEqual([
      'config.contact_path: "/finance" is already a page of the site',
    ]);
  });

  it('reports a data page on any fixed path, served by its own route or kept for data', () => {
    const d = dealer({ pages: [extra('/compare'), extra('/locations'), extra('/models')] });
    expect(dataPageProblems(d, TODAY)).toEqual([
      'pages[0].path: "/compare" is already a page of the site',
      'pages[1].path: "/locations" is already a page of the site',
      'pages[2].path: "/models" is already a page of the site',
    ]);
  });

  it('reports an extra page on the special offers path while offers run', () => {
    const d = dealer({ pages: [extra('/special-offers')], offers: [offer('a')] });
    expect(dataPageProblems(d, TODAY)).toEqual([
      'pages[0].path: "/special-offers" is already a page of the site',
      'offers: "/special-offers" is also used by pages[0].path',
    ]);
  });

  it('reports pages on taken paths and paths claimed twice, naming the field', () => {
    const d = dealer({
      models: [
        modelJson({ name: 'Finance', slug: 'finance' }),
        modelJson({ name: 'Outback', slug: 'outback' }),
      ],
      pages: [extra('/outback'), extra('/search/specials')],
    });
    expect(dataPageProblems(d, TODAY)).toEqual([
      'models[0]: "/finance" is already a page of the site',
      'pages[0].path: "/outback" is also used by models[1]',
      'pages[1].path: "/search/specials" is already a page of the site',
    ]);
  });

  it('is empty for a consistent dealer', () => {
    expect(
      dataPageProblems(
        dealer({ models: [modelJson({ name: 'Forester' })], config: { service_booking: booking } }),
        TODAY,
      ),
    ).toEqual([]);
  });
});
