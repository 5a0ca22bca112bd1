/**
 * Free-text classifiers: dealer feeds describe body, gearbox and fuel in many ways
 * ("Dual Cab Pick-up", "8SP SPTS AUTO", "Premium Unleaded 95"). These fold them into the
 * small vocabularies the search facets use. Each returns null when it cannot tell.
 */
import type {
  CarBody,
  CarStatus,
  CarType,
  DriveType,
  MotorcycleBody,
  OdometerUnit,
  PaymentProcessor,
  PriceType,
  SimpleBody,
  SimpleFuel,
  SimpleTransmission,
  VehicleKind,
} from './car.ts';
import { CAR_BODIES, MOTORCYCLE_BODIES } from './car.ts';

/** "peopleMover", "Cab-Chassis", "4X4 wagon" → "people mover", "cab chassis", "4x4 wagon". */
export function words(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9+:]+/g, ' ')
    .trim();
}

type Rule<T> = readonly [RegExp, T];

function firstMatch<T>(text: string, rules: readonly Rule<T>[]): T | null {
  const w = words(text);
  if (w === '') return null;
  for (const [pattern, value] of rules) if (pattern.test(w)) return value;
  return null;
}

/**
 * Feeds repeat the same few descriptions thousands of times ("6 Speed Automatic"), so
 * answers are remembered; the cache is bounded in case a feed is all unique strings.
 */
function remembered<T>(classify: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    const known = cache.get(text);
    if (known !== undefined || cache.has(text)) return known as T;
    if (cache.size >= 2000) cache.clear();
    const answer = classify(text);
    cache.set(text, answer);
    return answer;
  };
}

// Order matters: the more specific phrase wins ("dual cab chassis" before "dual cab").
const CAR_BODY_RULES: readonly Rule<CarBody>[] = [
  [/\bcab ?chassis\b|\btray ?(back|top)?\b|\bchassis\b/, 'cabChassis'],
  [/\bpeople ?mover\b|\bmpv\b|\bmini ?van\b/, 'peopleMover'],
  [/\blight ?truck\b|\btruck\b|\bpantech\b|\btipper\b/, 'lightTruck'],
  [/\bmotor ?home\b|\bcamper/, 'motorhome'],
  [/\bmini ?bus\b|\bbus\b|\bcoach\b/, 'bus'],
  [
    /\bute\b|\butility\b|\bpick ?up\b|\b(dual|double|crew|extra|space|king|super|single|club) cab\b/,
    'ute',
  ],
  [
    /\bconvertible\b|\bcabrio(let)?\b|\broadster\b|\bsoft ?top\b|\bspy?der\b|\btarga\b|\bvolante\b/,
    'convertible',
  ],
  [/\bcoupe\b|\bhard ?top\b|\bfastback\b/, 'coupe'],
  [/\bsuv\b|\bsports? utility\b|\b4x4\b|\bcrossover\b|\boff ?roader\b/, 'suv'],
  [/\bhatch(back)?\b|\bliftback\b|\bsportback\b|\b[35] ?d(oor)? hatch\b/, 'hatchback'],
  [/\b(station )?wagon\b|\bestate\b|\bavant\b|\btouring\b|\bshooting brake\b/, 'wagon'],
  [/\bsedan\b|\bsaloon\b/, 'sedan'],
  [/\bvan\b|\bbus van\b/, 'van'],
];

const MOTORCYCLE_BODY_RULES: readonly Rule<MotorcycleBody>[] = [
  [/\bscooter\b|\bmoped\b/, 'scooter'],
  [/\badventure\b|\badv\b|\bdual ?sport\b/, 'adventure'],
  [
    /\boff ?road\b|\bdirt\b|\bmotocross\b|\bmx\b|\benduro\b|\btrail\b|\btrials?\b|\bfarm\b/,
    'offRoad',
  ],
  [/\bcruiser\b|\bbobber\b|\bchopper\b|\bbagger\b/, 'cruiser'],
  [/\btour(ing|er)\b/, 'touring'],
  [/\bsuper ?sport\b|\bsports?\b|\bsport ?bike\b|\bracer?\b|\bfaired\b/, 'sports'],
  [
    /\bnaked\b|\bstreet ?fighter\b|\bstandard\b|\broadster\b|\bretro\b|\bclassic\b|\bscrambler\b|\bcafe\b/,
    'naked',
  ],
];

/** A body text (or an already-canonical name) → one of the spec's body-style names. */
export function classifyBody(text: string, kind: VehicleKind = 'car'): SimpleBody | null {
  return kind === 'motorcycle' ? classifyMotorcycleBody(text) : classifyCarBody(text);
}

const classifyCarBody = remembered(
  (text) => canonicalBody(text, 'car') ?? firstMatch(text, CAR_BODY_RULES),
);
const classifyMotorcycleBody = remembered(
  (text) => canonicalBody(text, 'motorcycle') ?? firstMatch(text, MOTORCYCLE_BODY_RULES),
);

function canonicalBody(text: string, kind: VehicleKind): SimpleBody | null {
  const key = text.trim().toLowerCase();
  const names: readonly SimpleBody[] = kind === 'motorcycle' ? MOTORCYCLE_BODIES : CAR_BODIES;
  return names.find((name) => name.toLowerCase() === key) ?? null;
}

const TRANSMISSION_RULES: readonly Rule<SimpleTransmission>[] = [
  // Automated manuals (AMT) are two-pedal, so they count as automatic for licensing and search.
  [/\bautomated manual\b|\bamt\b/, 'Automatic'],
  [
    /\bauto|\bcvt\b|\bdct\b|\bdsg\b|\bs ?tronic\b|\btiptronic\b|\bsteptronic\b|\bpdk\b|\ba t\b|\bat\b|\breduction gear\b|\bsingle speed\b|\b1 ?(sp|speed)\b|\bdirect drive\b|\bconstantly variable\b|\bcontinuous(ly)? variable\b|\bdual clutch\b|\be ?cvt\b|\bpower ?shift\b/,
    'Automatic',
  ],
  [/\bmanual\b|\bman\b|\bm t\b|\bmt\b|\bsequential\b/, 'Manual'],
];

export const classifyTransmission: (text: string) => SimpleTransmission | null = remembered(
  (text) => firstMatch(text, TRANSMISSION_RULES),
);

const FUEL_RULES: readonly Rule<SimpleFuel>[] = [
  [/\bplug ?in\b|\bphev\b/, 'Plug-in Hybrid'],
  [/\bpetrol electric\b|\bhybrid\b|\bhev\b|\be:hev\b|\be ?power\b/, 'Hybrid'],
  [/\belectric\b|\bbev\b|\bev\b/, 'Electric'],
  [/\bdiesel\b|\btdi\b|\bcrd\b|\bd4d\b/, 'Diesel'],
  [/\blpg\b|\bautogas\b|\bgas\b/, 'LPG'],
  [
    /\bpetrol\b|\bunleaded\b|\bulp\b|\bpulp\b|\bpremium\b|\be10\b|\bgasoline\b|\b9[158]\b/,
    'Petrol',
  ],
];

export const classifyFuel: (text: string) => SimpleFuel | null = remembered((text) =>
  firstMatch(text, FUEL_RULES),
);

/** "2WD" means rear-drive on utes, vans and trucks, front-drive on everything else. */
export function classifyDriveType(text: string, body: SimpleBody | null): DriveType | null {
  const w = words(text);
  if (/\b4wd\b|\b4x4\b|\bfour wheel drive\b/.test(w)) return '4WD';
  if (
    /\bawd\b|\ball wheel drive\b|\bquattro\b|\bx ?drive\b|\b4matic\b|\b4motion\b|\bsymmetrical\b/.test(
      w,
    )
  )
    return 'AWD';
  if (/\brwd\b|\brear wheel drive\b|\b4x2\b/.test(w)) return 'RWD';
  if (/\bfwd\b|\bfront wheel drive\b/.test(w)) return 'FWD';
  if (/\b2wd\b|\btwo wheel drive\b/.test(w)) {
    const rearDriven =
      body === 'ute' || body === 'cabChassis' || body === 'van' || body === 'lightTruck';
    return rearDriven ? 'RWD' : 'FWD';
  }
  return null;
}

export function parsePriceType(text: string): PriceType | null {
  return firstMatch(text, [
    [/\bdrive ?away\b|\bdap\b|\bda\b/, 'drive_away'],
    [/\bexcl?\b|\bexcluding\b|\begc\b|\bgov(ernment|t)?\b|\bplus gov/, 'excl_govt_charges'],
    [/\borc\b|\bon road costs?\b/, 'plus_orc'],
  ]);
}

export function parseCarType(text: string): CarType | null {
  return firstMatch(text, [
    [/\bdemo(nstrator)?\b/, 'demo'],
    [/\bused\b|\bpre ?owned\b|\bsecond ?hand\b|\bpreloved\b|\bnear(ly)? new\b/, 'used'],
    [/\bnew\b/, 'new'],
  ]);
}

/** Feed status, which may also carry sold/reserved ("Sold", "Under offer"). */
export type FeedStatus = CarStatus | 'sold' | 'reserved';

export function parseStatus(text: string): FeedStatus | null {
  return firstMatch(text, [
    [/\bcoming soon\b|\bin transit\b|\bon order\b|\barriving\b|\bincoming\b/, 'coming_soon'],
    [/\bsold\b/, 'sold'],
    [/\breserved\b|\bunder offer\b|\bdeposit taken\b/, 'reserved'],
    [/\bin ?stock\b|\bavailable\b|\bfor sale\b|\bstock\b|\bactive\b/, 'in_stock'],
  ]);
}

export function parseBooleanish(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return null;
  const w = value.trim().toLowerCase();
  if (['true', 'yes', 'y', '1', 'on'].includes(w)) return true;
  if (['false', 'no', 'n', '0', 'off'].includes(w)) return false;
  return null;
}

export function parseVehicleKind(text: string): VehicleKind | null {
  const w = words(text);
  if (/^(motor ?(cycle|bike)s?|bikes?)$/.test(w)) return 'motorcycle';
  return /^(cars?|vehicle)$/.test(w) ? 'car' : null;
}

export function parseOdometerUnit(text: string): OdometerUnit | null {
  const w = words(text);
  if (/^(km|kms|kilomet(re|er)s?)$/.test(w)) return 'km';
  return /^(mi|miles?)$/.test(w) ? 'mi' : null;
}

export function parseAuthorizationType(
  text: string,
): PaymentProcessor['authorization_type'] | null {
  const w = words(text).replace(/ /g, '_');
  return w === 'stripe' || w === 'till' || w === 'st_george' ? w : null;
}
