/**
 * The prepare step: loads one dealer file, runs every validation rule, normalises its stock
 * and derives what the pages need (counts, the search index), before Astro runs. Anything a
 * dealer file can get wrong is found here and reported with the file and field, so a page
 * never has to stop a build half-way.
 */
import { applyHolds, dataDirFromEnv, heldCarIds } from './holds.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nextRemovedCars, type ListedCar, type RemovedCar } from '../../lib/cars/removed-cars.ts';
import { DealerConfigError, parseDealer, type Dealer } from '../../lib/config/index.ts';
import { dealerToday } from '../../lib/content/offers.ts';
import { dealerVehicleKind } from '../../lib/content/vehicle-words.ts';
import { searchSettingsFor } from '../../lib/search/client/search-settings.ts';
import { configuredFilterProblems } from '../../lib/search/filters-algolia.ts';
import { searchRoutes } from '../../lib/search/page/search-routes.ts';
import { nextPageBoundary } from '../../lib/site/next-boundary.ts';
import { siteRouteProblems } from '../../lib/site/route-problems.ts';
import type { Site, SiteSearch } from '../../lib/site/site.ts';
import { stockCounts } from '../../lib/site/stock-counts.ts';
import { stockLocations } from '../../lib/site/stock-locations.ts';
import type { Car, PaymentProcessor, VehicleKind } from '../../lib/stock/car.ts';
import { NOT_FOUND_IMAGE_URL } from '../../lib/stock/index.ts';
import { FEED_AS_A_WHOLE, type StockProblem } from '../../lib/stock/normalise.ts';
import { buildNow } from '../build-clock.ts';
import { dealersDir, displayPath } from '../dealer-files.ts';
import { generatedFeed, loadStock } from '../stock/load-stock.ts';
import {
  LATEST_SEARCH_INDEX_URL,
  makeSearchIndex,
  type SearchIndexArtifact,
} from './search-index.ts';

export { DealerConfigError };
export type { Site };

/** A dealer ready to render: the site its pages read, and what the build itself emits. */
export interface PreparedDealer {
  site: Site;
  /** The embedded index file to write beside the pages; null when the dealer uses Algolia. */
  searchIndexFile: SearchIndexArtifact | null;
  /**
   * Feed vehicles the adapter skipped or fixed, with the reason (reported by the build as
   * warnings). Problems with the feed as a whole never get here: prepareDealer throws.
   */
  stockProblems: string[];
  /**
   * The earliest moment after `now` at which a dated rule would change a page (a promo card
   * ending, a new-arrival tag running out …); the build rebuilds an unchanged dealer after it.
   */
  nextBoundary: Date | null;
}

export interface PrepareOptions {
  dealersDir?: string;
  /** The build's moment; FORECOURT_BUILD_TIME or the time now when absent. */
  now?: Date;
  /** What the dealer's last successful build published (its build record); none on a first build. */
  previousStock?: PreviousStock | undefined;
  /** Where the payment API keeps the holds of paid deposits (default FORECOURT_DATA_DIR, else .data). */
  dataDir?: string | undefined;
}

/** The cars the last build listed and the removed cars it kept pages for. */
export interface PreviousStock {
  listed: readonly ListedCar[];
  removed: readonly RemovedCar[];
}

/**
 * Prepares one dealer; throws DealerConfigError naming the file and field when the dealer file
 * is invalid or its stock feed is of the wrong shape (another format, no list of vehicles).
 */
export function prepareDealer(slug: string, opts: PrepareOptions = {}): PreparedDealer {
  const dir = path.join(dealersDir(opts.dealersDir), slug);
  const file = path.join(dir, 'dealer.json');
  const now = opts.now ?? buildNow();
  const label = displayPath(file);
  const dealer = parseDealer(readJson(file, label), label);
  // The visible sales locations: stock needs one, and generated stock lands on them.
  const locations = stockLocations(dealer);
  const problems = dealerProblems(dealer, slug, now, locations.length);
  if (problems.length) throw new DealerConfigError(label, problems);
  const source = stockSource(dealer, dir, now);
  const { cars: feedCars, problems: stockProblems } = loadStock(source, {
    locations,
    notFoundImageUrl: NOT_FOUND_IMAGE_URL,
  });
  // Deposits paid since the feed last said so: those cars are reserved (src/server/prepare/holds.ts).
  const cars = applyHolds(feedCars, heldCarIds(opts.dataDir ?? dataDirFromEnv(), slug));
  // A feed of the wrong shape yields no cars at all: publishing that would empty the site.
  const feedProblems = stockProblems.filter((p) => p.index < 0);
  if (feedProblems.length) {
    const feedLabel = 'file' in source ? displayPath(source.file) : `${label} (generated stock)`;
    throw new DealerConfigError(feedLabel, feedProblems.map(describeStockProblem));
  }
  const vehicleKind = dealerVehicleKind(dealer, cars);
  const { search, searchIndexFile } = prepareSearch(dealer, cars, vehicleKind);
  const previous = opts.previousStock;
  const removedCars = previous
    ? nextRemovedCars({
        previousListed: previous.listed,
        previousRemoved: previous.removed,
        current: cars,
        now,
      })
    : [];
  const counts = stockCounts(cars);
  return {
    site: {
      dealer,
      file: label,
      cars,
      removedCars,
      counts,
      vehicleKind,
      now,
      search,
      prebuiltPages: [],
    },
    searchIndexFile,
    stockProblems: stockProblems.map(describeStockProblem),
    nextBoundary: nextPageBoundary(dealer, cars, now),
  };
}

/**
 * The feed a dealer's `stock.generate` makes, as a stock file would hold it: the build bench
 * writes it out so it can change part of the stock between two builds.
 */
export function generatedStockFeed(slug: string, opts: PrepareOptions = {}): unknown {
  const dir = path.join(dealersDir(opts.dealersDir), slug);
  const label = displayPath(path.join(dir, 'dealer.json'));
  const dealer = parseDealer(readJson(path.join(dir, 'dealer.json'), label), label);
  const source = stockSource(dealer, dir, opts.now ?? buildNow());
  if ('file' in source) throw new Error(`${label} reads its stock from a file, not stock.generate`);
  return generatedFeed(source.generate, { locations: stockLocations(dealer) });
}

/** The prepared site alone, for tests and tools that look at a dealer as the build sees it. */
export function loadSite(slug: string, opts: PrepareOptions = {}): Site {
  return prepareDealer(slug, opts).site;
}

/**
 * The search part of a site: the embedded index its pages render their first results from,
 * the file the browser loads (embedded engine only) and the search route's landing pages
 * with their facet counts. Exported so a dealer with changed search settings can be
 * prepared again without reloading its stock.
 */
export function prepareSearch(
  dealer: Dealer,
  cars: readonly Car[],
  vehicleKind: VehicleKind,
): { search: SiteSearch; searchIndexFile: SearchIndexArtifact | null } {
  const artifact = makeSearchIndex(dealer, cars);
  const embedded = searchSettingsFor(dealer).backend === 'embedded';
  return {
    search: {
      index: artifact.file,
      indexUrl: embedded ? artifact.url : null,
      latestIndexUrl: embedded ? LATEST_SEARCH_INDEX_URL : null,
      routes: searchRoutes(dealer, cars, vehicleKind),
    },
    searchIndexFile: embedded ? artifact : null,
  };
}

/** Rules across the whole file that no single schema part can check. */
function dealerProblems(
  dealer: Dealer,
  slug: string,
  now: Date,
  stockLocationCount: number,
): string[] {
  if (dealer.slug !== slug)
    return [`slug: "${dealer.slug}" must match its directory name "${slug}"`];
  const problems = siteRouteProblems(dealer, dealerToday(dealer, now));
  // Filters the hosted engine would refuse fail the build, not every search on the site.
  const algolia = searchSettingsFor(dealer).backend === 'algolia';
  problems.push(...configuredFilterProblems(dealer.search.filters, { algolia }));
  if (stockLocationCount === 0) {
    problems.push('locations: at least one visible sales location is needed for stock');
  }
  return problems;
}

function stockSource(dealer: Dealer, dir: string, now: Date) {
  if ('file' in dealer.stock) return { file: path.join(dir, dealer.stock.file) };
  return {
    generate: {
      seed: dealer.stock.generate.seed,
      count: dealer.stock.generate.count,
      country: dealer.country,
      vehicleKind: dealer.stock.generate.vehicle_kind,
      makes: dealer.stock.generate.makes,
      paymentProcessors: paymentProcessors(dealer),
      // Generated stock ages with the calendar day, so one day's builds agree with each other.
      now: startOfDay(now),
    },
  };
}

/** "vehicles[12].price: … (vehicle skipped)", or "format: …" when the feed itself is wrong. */
function describeStockProblem(p: StockProblem): string {
  if (p.index < 0) return p.field === FEED_AS_A_WHOLE ? p.message : `${p.field}: ${p.message}`;
  return `vehicles[${p.index}].${p.field}: ${p.message}${p.skipped ? ' (vehicle skipped)' : ''}`;
}

/**
 * Generated sample stock takes its deposit processor from the dealer's payment settings, so
 * every provider has reservable sample cars: Stripe's key is the dealership's publishable key;
 * Till's and St George's are the public ids in config.payments (their secrets stay in the
 * environment variables config.payments names).
 */
function paymentProcessors(dealer: Dealer): PaymentProcessor[] {
  const key = sampleProcessorKey(dealer);
  if (!key) return [];
  return [
    {
      authorization_type: key.type,
      authorization_key: key.key,
      deposit_amount: dealer.payment?.deposit_amount ?? 500,
      apple_pay_enabled: dealer.payment?.methods.includes('Apple Pay') ?? false,
      google_pay_enabled: dealer.payment?.methods.includes('Google Pay') ?? false,
      google_merchant_id: null,
    },
  ];
}

function sampleProcessorKey(
  dealer: Dealer,
): { type: PaymentProcessor['authorization_type']; key: string } | null {
  switch (dealer.payment_provider) {
    case 'Stripe': {
      const key = dealer.dealerships.find((d) => d.stripe_publishable_key)?.stripe_publishable_key;
      return key ? { type: 'stripe', key } : null;
    }
    case 'Till':
      return { type: 'till', key: dealer.config.payments.till.api_key };
    case 'St George':
      return { type: 'st_george', key: dealer.config.payments.st_george.client_id };
    default:
      return null;
  }
}

function readJson(file: string, label: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new DealerConfigError(label, ['file cannot be read']);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new DealerConfigError(label, [`not valid JSON (${(err as Error).message})`]);
  }
}

function startOfDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}
