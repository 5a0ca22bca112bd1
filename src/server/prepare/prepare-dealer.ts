import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DealerConfigError, parseDealer, type Dealer } from '../lib/config/index.ts';
import type { Car, PaymentProcessor } from '../lib/stock/car.ts';
import { NOT_FOUND_IMAGE_URL } from '../lib/stock/index.ts';
import type { StockProblem } from '../lib/stock/normalise.ts';
import { stockCounts, type StockCounts } from '../lib/site/stock-counts.ts';
import { stockLocations } from '../lib/site/stock-locations.ts';
import { buildNow } from './build-clock.ts';
import { dealersDir, displayPath } from './dealer-files.ts';
import { loadStock } from './stock/load-stock.ts';

export { DealerConfigError };

/** Everything a dealer's site is built from: its validated config and normalised stock. */
export interface Site {
  dealer: Dealer;
  /** The dealer file as named in messages, e.g. "dealers/kestrel-bay-subaru/dealer.json". */
  file: string;
  cars: Car[];
  counts: StockCounts;
  /** Feed vehicles the adapter skipped, with the reason (reported by the build). */
  stockProblems: string[];
}

/**
 * Shared by every copy of this module in the process: Astro bundles its own copy for the
 * pages, and the build loop loads the dealer first, so a module-level Map would parse and
 * normalise the dealer twice per build.
 */
const CACHE_KEY = Symbol.for('forecourt.siteCache');
interface CachedSite {
  stamp: string;
  site: Site;
  checkedAt: number;
}
const cache: Map<string, CachedSite> = ((globalThis as Record<symbol, unknown>)[CACHE_KEY] ??=
  new Map()) as Map<string, CachedSite>;

/** Loads, validates and normalises one dealer once per process (re-read only if files change). */
export function loadSite(slug: string, opts: { dealersDir?: string; now?: Date } = {}): Site {
  const dir = path.join(dealersDir(opts.dealersDir), slug);
  const file = path.join(dir, 'dealer.json');
  const key = `${dir}`;
  const hit = cache.get(key);
  // Every component of every page asks for the site: look at the file at most once a second.
  const now = Date.now();
  if (hit && now - hit.checkedAt < RECHECK_MS) return hit.site;
  const stamp = fileStamp(file);
  if (hit && hit.stamp === stamp) {
    hit.checkedAt = now;
    return hit.site;
  }
  const site = readSite(slug, dir, file, opts.now ?? startOfToday());
  cache.set(key, { stamp, site, checkedAt: now });
  return site;
}

const RECHECK_MS = 1000;

function readSite(slug: string, dir: string, file: string, now: Date): Site {
  const label = displayPath(file);
  const dealer = parseDealer(readJson(file, label), label);
  if (dealer.slug !== slug) {
    throw new DealerConfigError(label, [`slug: "${dealer.slug}" must match its directory name "${slug}"`]);
  }
  const locations = stockLocations(dealer);
  if (locations.length === 0) {
    throw new DealerConfigError(label, ['locations: at least one visible sales location is needed for stock']);
  }
  const source = 'file' in dealer.stock
    ? { file: path.join(dir, dealer.stock.file) }
    : {
        generate: {
          seed: dealer.stock.generate.seed,
          count: dealer.stock.generate.count,
          country: dealer.country,
          vehicleKind: dealer.stock.generate.vehicle_kind,
          makes: dealer.stock.generate.makes,
          locations,
          paymentProcessors: paymentProcessors(dealer),
          now,
        },
      };
  const { cars, problems } = loadStock(source, { locations, notFoundImageUrl: NOT_FOUND_IMAGE_URL });
  return {
    dealer,
    file: label,
    cars,
    counts: stockCounts(cars),
    stockProblems: problems.map(describeStockProblem),
  };
}

/** "vehicles[12].price: … (vehicle skipped)", or the feed-level reason when the feed was rejected. */
function describeStockProblem(p: StockProblem): string {
  const where = p.index < 0 ? p.field : `vehicles[${p.index}].${p.field}`;
  return `${where}: ${p.message}${p.skipped && p.index >= 0 ? ' (vehicle skipped)' : ''}`;
}

/** Generated sample stock takes its deposit processor from the dealer's payment settings. */
function paymentProcessors(dealer: Dealer): PaymentProcessor[] {
  const key = dealer.dealerships.find((d) => d.stripe_publishable_key)?.stripe_publishable_key;
  if (dealer.payment_provider !== 'Stripe' || !key) return [];
  return [{
    authorization_type: 'stripe',
    authorization_key: key,
    deposit_amount: dealer.payment?.deposit_amount ?? 500,
    apple_pay_enabled: dealer.payment?.methods.includes('Apple Pay') ?? false,
    google_pay_enabled: dealer.payment?.methods.includes('Google Pay') ?? false,
    google_merchant_id: null,
  }];
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

function fileStamp(file: string): string {
  try {
    return String(statSync(file).mtimeMs);
  } catch {
    return 'missing';
  }
}

/** Generated stock ages with the calendar day, so one day's builds agree with each other. */
function startOfToday(): Date {
  const d = buildNow();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}
