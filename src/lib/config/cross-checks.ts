import { isPostcodeIn, marketDealer, marketFor, postcodeMessage } from '../market/index.ts';
import type { ParsedDealer } from './dealer.ts';

/**
 * Rules that span several fields: references must resolve, ids must be unique, and what the
 * dealer's market decides (phone rules, postcodes) must fit that market.
 */
export function crossFieldProblems(dealer: ParsedDealer): string[] {
  const problems: string[] = [];
  const dealershipIds = new Set(dealer.dealerships.map((d) => d.id));
  dealer.locations.forEach((loc, i) => {
    if (!dealershipIds.has(loc.dealership_id)) {
      problems.push(`locations[${i}].dealership_id: ${loc.dealership_id} is not one of dealerships[].id`);
    }
  });
  problems.push(...duplicates(dealer.locations.map((l) => l.id), 'locations', 'id'));
  problems.push(...duplicates(dealer.locations.map((l) => l.slug), 'locations', 'slug'));
  problems.push(...duplicates(dealer.models.map((m) => m.slug), 'models', 'slug'));
  problems.push(...duplicates(dealer.pages.map((p) => p.path), 'pages', 'path'));
  if (dealer.manufacturer && !dealer.manufacturers.some((m) => m.slug === dealer.manufacturer)) {
    problems.push(`manufacturer: "${dealer.manufacturer}" is not one of manufacturers[].slug`);
  }
  if (dealer.search.engine === 'algolia' && !dealer.search.algolia) {
    problems.push('search.algolia: required when search.engine is "algolia"');
  }
  problems.push(...marketProblems(dealer));
  return problems;
}

/** What the dealer's market decides: which phone rules it may pick, how postcodes are written. */
function marketProblems(dealer: ParsedDealer): string[] {
  const market = marketFor(dealer.country);
  const problems: string[] = [];
  const region = dealer.config.phone_rules?.region;
  if (region !== undefined && !market.phone.ruleRegions.includes(region)) {
    problems.push(
      `config.phone_rules.region: ${marketDealer(market)} cannot use ${region} phone rules`,
    );
  }
  // The schema accepts any market's postcode; each location must have its own market's.
  dealer.locations.forEach((loc, i) => {
    if (!isPostcodeIn(market, loc.address.postcode)) {
      problems.push(`locations[${i}].address.postcode: ${postcodeMessage(market)}`);
    }
  });
  return problems;
}

function duplicates<T>(values: T[], list: string, field: string): string[] {
  const seen = new Map<T, number>();
  const out: string[] = [];
  values.forEach((v, i) => {
    const first = seen.get(v);
    if (first !== undefined) out.push(`${list}[${i}].${field}: "${String(v)}" repeats ${list}[${first}].${field}`);
    else seen.set(v, i);
  });
  return out;
}
