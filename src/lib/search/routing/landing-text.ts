/**
 * Titles, descriptions and breadcrumbs of search landing pages, worded from the state's path
 * attributes: 'Used Toyota RAV4 for sale in Brisbane', 'SUVs for sale', 'Pre-Owned Cars for
 * sale at Meridian Pre-Owned Eagle Farm'. Refinements outside the path attributes are not named.
 */
import { vehicleWords } from '../../content/vehicle-words.ts';
import { bodyLabel } from '../../navigation/body-menu.ts';
import type { SimpleBody } from '../../stock/car.ts';
import {
  pathValuesToState,
  splitPathValues,
  type PathDimension,
  type PathValues,
} from './path-values.ts';
import type { SearchRouteContext } from './route-context.ts';
import { normaliseState, type SearchState } from './search-state.ts';
import { stateToHref } from './url.ts';
import { groupedNumber } from '../../numbers/grouped-number.ts';

export interface Crumb {
  name: string;
  url: string;
}

export const SEARCH_CRUMB = 'Our Stock';

export function landingTitle(state: SearchState, ctx: SearchRouteContext): string {
  const values = pathValuesOf(state, ctx);
  if (!Object.keys(values).length)
    return `New, ${ctx.options.used_label} and Demo ${noun(ctx, true)} for sale`;
  return `${subject(values, ctx, true, false)} for sale${place(values)}`;
}

/** One sentence naming the stock (with its count when known), then what the page offers. */
export function landingDescription(
  state: SearchState,
  ctx: SearchRouteContext,
  count?: number,
): string {
  const values = pathValuesOf(state, ctx);
  const many = count !== 1;
  const what = Object.keys(values).length
    ? subject(values, ctx, many, true)
    : `new, ${ctx.options.used_label.toLowerCase()} and demo ${noun(ctx, many).toLowerCase()}`;
  const amount = count === undefined ? 'Browse' : `Browse ${groupedNumber(count)}`;
  const where = place(values);
  // 'at {location}' already says where; naming the site too would read 'at … at …'.
  const site = where.startsWith(' at ') ? '' : ` at ${ctx.siteName}`;
  return `${amount} ${what} for sale${where}${site}. Compare prices, photos and features, then enquire online or book a test drive.`;
}

/**
 * Home › Our Stock › broader pages › this page. Broader pages add one attribute at a time
 * (place, car type, make, model, body), each linked to its own URL.
 */
export function landingBreadcrumbs(state: SearchState, ctx: SearchRouteContext): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', url: '/' },
    { name: SEARCH_CRUMB, url: ctx.searchPath },
  ];
  const values = pathValuesOf(state, ctx);
  const order: PathDimension[] = [
    'dealership_name',
    'location_name',
    'city',
    'car_type',
    'make',
    'model',
    'simple_body',
  ];
  const sofar: PathValues = {};
  for (const dim of order) {
    const value = values[dim];
    if (value === undefined) continue;
    sofar[dim] = value;
    crumbs.push({
      name: crumbName(dim, value, ctx),
      url: stateToHref(pathValuesToState(sofar, ctx.slots), ctx),
    });
  }
  return crumbs;
}

function pathValuesOf(state: SearchState, ctx: SearchRouteContext): PathValues {
  return splitPathValues(normaliseState(state), ctx.slots)?.values ?? {};
}

function crumbName(dim: PathDimension, value: string, ctx: SearchRouteContext): string {
  if (dim === 'car_type') return `${carTypeLabel(value, ctx)} ${noun(ctx, true)}`;
  if (dim === 'simple_body') return bodyName(value, ctx, true);
  if (dim === 'location_name') return locationDisplayName(value);
  return value;
}

function carTypeLabel(type: string, ctx: SearchRouteContext): string {
  if (type === 'used') return ctx.options.used_label;
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** 'Cars', 'Motorcycle': the dealer's vehicle noun (vehicleWords, the one place deciding it), capitalised. */
function noun(ctx: SearchRouteContext, plural: boolean): string {
  const words = vehicleWords(ctx.vehicleKind);
  const word = plural ? words.plural : words.singular;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'SUVs', 'People Movers', 'Cab Chassis', 'Buses'; motorcycle styles qualify the noun. */
function bodyName(body: string, ctx: SearchRouteContext, plural: boolean): string {
  const label = bodyLabel(body as SimpleBody);
  if (ctx.vehicleKind === 'motorcycle') return `${label} ${noun(ctx, plural)}`;
  if (!plural) return label;
  if (label.endsWith('Bus')) return `${label}es`;
  return label.endsWith('s') ? label : `${label}s`;
}

/** '[type] [make] [model | body | noun]'; lowercase drops the capitals of type and noun only. */
function subject(
  values: PathValues,
  ctx: SearchRouteContext,
  plural: boolean,
  lowercase: boolean,
): string {
  const lower = (word: string) => (lowercase ? word.toLowerCase() : word);
  const words: string[] = [];
  if (values.car_type) words.push(lower(carTypeLabel(values.car_type, ctx)));
  if (values.make) words.push(values.make);
  if (values.model) words.push(values.model);
  else if (values.simple_body)
    words.push(keepAcronyms(bodyName(values.simple_body, ctx, plural), lower));
  else words.push(lower(noun(ctx, plural)));
  return words.join(' ');
}

/** 'SUVs' stays, 'Hatchbacks' → 'hatchbacks' in running text. */
function keepAcronyms(words: string, lower: (word: string) => string): string {
  return words
    .split(' ')
    .map((w) => (/^[A-Z]{2,}s?$/.test(w) ? w : lower(w)))
    .join(' ');
}

function place(values: PathValues): string {
  if (values.city) return ` in ${values.city}`;
  if (values.location_name) return ` at ${locationDisplayName(values.location_name)}`;
  if (values.dealership_name) return ` at ${values.dealership_name}`;
  return '';
}

/** 'Meridian Mazda Springwood - Sales' → 'Meridian Mazda Springwood' (as the spec's contact slugs do). */
export function locationDisplayName(name: string): string {
  return name.replace(/ - (Sales|Service|Parts)$/, '');
}
