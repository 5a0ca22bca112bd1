import { formatBar } from './bench-stats.ts';
import { searchRole, type SiteRoutes } from './page-types.ts';
import { heaviest, KB, kb, type PageWeight } from './page-weights.ts';

/** One dealer's measured site. */
export interface SiteWeights {
  slug: string;
  routes: SiteRoutes;
  pages: PageWeight[];
}

/** DESIGN.md §6, in KB brotli. */
export const PAGE_BARS = { htmlKb: 30, searchJsKb: 130, carJsKb: 90 } as const;

/** How many offenders each count bar names. */
const SHOWN = 5;

interface Located {
  slug: string;
  page: PageWeight;
}

/**
 * The DESIGN.md §6 page-weight bars over every measured site, worst page first named, as
 * PASS/FAIL lines like the build bench's. `failed` is true when any bar fails.
 */
export function judgePageBars(sites: readonly SiteWeights[]): { lines: string[]; failed: boolean } {
  const all: Located[] = sites.flatMap(({ slug, pages }) => pages.map((page) => ({ slug, page })));
  const lines: string[] = [];

  const largest = heaviest(all, ({ page }) => page.htmlBrotli);
  if (largest) {
    const { slug, page } = largest;
    lines.push(
      formatBar(
        `HTML per page, largest (${slug} ${page.path})`,
        page.htmlBrotli / KB,
        PAGE_BARS.htmlKb,
        'KB',
      ),
    );
  }

  const unsized = all.flatMap(({ slug, page }) =>
    page.unsizedImages.map((src) => `${slug}/${page.file}: <img src="${src}">`),
  );
  const images = all.reduce((sum, { page }) => sum + page.images, 0);
  lines.push(
    formatCount(
      'images without width and height',
      unsized.length,
      `${images.toLocaleString('en-AU')} images`,
    ),
  );
  lines.push(...unsized.slice(0, SHOWN).map((offender) => `      ${offender}`));

  for (const role of ['search', 'landing'] as const) {
    const pages = sites.flatMap(({ slug, routes, pages }) =>
      pages
        .filter((page) => searchRole(page.file, routes) === role)
        .map((page) => ({ slug, page })),
    );
    const label = role === 'search' ? 'search page' : 'search landing page, heaviest';
    lines.push(jsBar(label, pages, PAGE_BARS.searchJsKb));
  }
  lines.push(
    jsBar(
      'car page, heaviest',
      all.filter(({ page }) => page.kind === 'car'),
      PAGE_BARS.carJsKb,
    ),
  );

  const content = all.filter(({ page }) => page.kind === 'content');
  const islandful = content.filter(({ page }) => page.islands > 0);
  lines.push(
    formatCount(
      'content pages with islands',
      islandful.length,
      `${content.length.toLocaleString('en-AU')} pages`,
    ),
  );
  lines.push(...islandful.slice(0, SHOWN).map(({ slug, page }) => `      ${slug} ${page.path}`));

  const leaks = sites.flatMap(islandCodeWithoutIslands);
  const islandless = all.filter(({ page }) => page.islands === 0).length;
  lines.push(
    formatCount(
      'pages without islands loading island code up front',
      leaks.length,
      `${islandless.toLocaleString('en-AU')} pages`,
    ),
  );
  lines.push(...leaks.slice(0, SHOWN).map((leak) => `      ${leak}`));

  return { lines, failed: lines.some((line) => line.startsWith('FAIL')) };
}

/**
 * The worst page's JavaScript loaded with the page (before any interaction) against the bar;
 * n/a when no such page exists. What dynamic imports fetch on demand (a lead form, React for a
 * toggle pressed, a dialog opened) is shown beside it but not counted: issue 12 sets the car
 * page's bar "with the forms' code loaded on demand", and the same holds for the search page,
 * whose cards open the same forms.
 */
function jsBar(label: string, pages: readonly Located[], limitKb: number): string {
  const worst = heaviest(pages, ({ page }) => page.jsUpFront);
  if (!worst) return `n/a   ${label} JS: no such page in these sites`;
  const { slug, page } = worst;
  return formatBar(
    `${label} JS with the page (${slug} ${page.path}; ${kb(page.jsLater)} more on demand)`,
    page.jsUpFront / KB,
    limitKb,
    'KB',
  );
}

/**
 * Pages with no island that still load an island's component or renderer as they open: island
 * code is what another page of the same site names in an <astro-island>.
 */
export function islandCodeWithoutIslands(site: SiteWeights): string[] {
  const islandCode = new Set(site.pages.flatMap((page) => page.islandFiles));
  return site.pages.flatMap((page) => {
    if (page.islands > 0) return [];
    const leaked = page.upFrontFiles.filter((file) => islandCode.has(file));
    return leaked.length ? [`${site.slug} ${page.path}: ${leaked.join(', ')}`] : [];
  });
}

/** A PASS/FAIL line for a count that must be zero. */
export function formatCount(label: string, count: number, of: string): string {
  return `${count === 0 ? 'PASS' : 'FAIL'}  ${label}: ${count} of ${of} (bar 0)`;
}
