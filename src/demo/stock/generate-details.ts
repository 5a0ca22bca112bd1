/** Paint, features, descriptions and plates for generated stock. */
import { marketFor, plateFormatIn, type Country } from '../../lib/market/index.ts';
import type { VehicleKind } from '../../lib/stock/car.ts';
import type { ColourFamily } from '../illustrations/colours.ts';
import type { ModelSpec, Powertrain } from './catalogue.ts';
import type { Rng } from './prng.ts';

interface Paint {
  name: string;
  family: ColourFamily;
  weight: number;
}
const paint = (family: ColourFamily, weight: number, names: string) =>
  names.split(',').map((name) => ({ name, family, weight }));

const CAR_PAINTS: readonly Paint[] = [
  ...paint(
    'white',
    7,
    'Glacier White,Crystal Pearl,Arctic White,Snowflake White Pearl,Frozen White,Polar White',
  ),
  ...paint('silver', 4, 'Silver Pearl,Sterling Silver,Moonstone Silver,Sonic Silver'),
  ...paint('grey', 4, 'Graphite,Magnetic Grey,Machine Grey,Gunmetal Grey,Storm Grey'),
  ...paint('black', 4, 'Eclipse Black,Jet Black,Ink Black,Phantom Black'),
  ...paint('blue', 2.5, 'Atlas Blue,Saturn Blue,Lunar Blue,Blue Lightning'),
  ...paint('red', 2.5, 'Soul Red Crystal,Feverish Red,Race Red,Red Mica'),
  ...paint('navy', 2, 'Nautical Blue,Deep Crystal Blue,Night Sky'),
  ...paint('green', 1.5, 'Army Green,Sage Green'),
  ...paint('orange', 1, 'Lava Orange,Sunset Orange'),
  ...paint('yellow', 0.5, 'Cyber Yellow'),
  ...paint('bronze', 1, 'Oxide Bronze,Bronze Mica'),
  ...paint('beige', 1, 'Savannah Beige,Sand Khaki'),
];

const MOTORCYCLE_PAINTS: readonly Paint[] = [
  ...paint('black', 5, 'Matte Black,Vivid Black,Ebony'),
  ...paint('red', 3, 'Grand Prix Red,Candy Red,Ducati Red'),
  ...paint('blue', 3, 'Icon Blue,Team Blue,Cobalt Blue'),
  ...paint('white', 2, 'Pearl White,Alpine White'),
  ...paint('grey', 3, 'Cyan Storm Grey,Matte Graphite,Gunmetal Grey'),
  ...paint('green', 2, 'Lime Green,Metallic Green'),
  ...paint('orange', 2, 'KTM Orange,Sunset Orange'),
  ...paint('yellow', 0.5, 'Racing Yellow'),
];

export function pickPaint(rng: Rng, kind: VehicleKind): Paint {
  return rng.weighted(kind === 'motorcycle' ? MOTORCYCLE_PAINTS : CAR_PAINTS, (p) => p.weight);
}

const CAR_STANDARD = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing Camera',
  'Bluetooth',
  'Cruise Control',
  'Keyless Entry',
  'Alloy Wheels',
  'Autonomous Emergency Braking',
];
const CAR_PREMIUM = [
  'Adaptive Cruise Control',
  'Blind Spot Monitor',
  'Lane Keep Assist',
  'Satellite Navigation',
  'Dual Zone Climate Control',
  'LED Headlights',
  'Wireless Phone Charger',
  'Power Tailgate',
  'Heated Seats',
  'Leather Seats',
  '360 Degree Camera',
  'Sunroof',
  'Head-Up Display',
];
const WORK_EXTRAS = [
  'Tow Bar',
  'Tub Liner',
  'Tonneau Cover',
  'Bull Bar',
  'Side Steps',
  'Roof Racks',
  'Canopy',
  'Snorkel',
];
const EV_EXTRAS = ['DC Fast Charging', 'Vehicle-to-Load', 'Heat Pump'];
const BIKE_STANDARD = ['ABS', 'LED Lighting', 'Slipper Clutch', 'Digital Instruments'];
const BIKE_PREMIUM = [
  'Traction Control',
  'Riding Modes',
  'TFT Display',
  'Cornering ABS',
  'Quickshifter',
  'Cruise Control',
  'Heated Grips',
];
const BIKE_TOURING = ['Panniers', 'Crash Bars', 'Hand Guards', 'Touring Screen'];

function sample(rng: Rng, items: readonly string[], count: number): string[] {
  const pool = [...items];
  const out: string[] = [];
  while (out.length < count && pool.length > 0)
    out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] ?? '');
  return out;
}

/** Features by trim level: `tier` is 0 for the base badge up to 1 for the top one. */
export function pickFeatures(
  rng: Rng,
  spec: ModelSpec,
  powertrain: Powertrain,
  tier: number,
  used: boolean,
): string[] {
  const premiumCount = Math.round(tier * 6) + rng.int(0, 2);
  if (spec.kind === 'motorcycle') {
    const cc = Number(/^(\d+)cc/.exec(powertrain.engine)?.[1] ?? 0);
    return [
      ...sample(rng, BIKE_STANDARD, rng.int(2, 4)),
      ...sample(rng, BIKE_PREMIUM, Math.min(premiumCount, 5)),
      ...(spec.body === 'adventure' || spec.body === 'touring'
        ? sample(rng, BIKE_TOURING, rng.int(0, 3))
        : []),
      ...(cc > 0 && cc <= 660 ? ['LAMS Approved'] : []),
    ];
  }
  const work = spec.body === 'ute' || spec.body === 'cabChassis' || powertrain.drive === '4WD';
  return [
    ...sample(rng, CAR_STANDARD, rng.int(4, 7)),
    ...sample(rng, CAR_PREMIUM, premiumCount),
    ...(work ? sample(rng, WORK_EXTRAS, used ? rng.int(1, 4) : rng.int(0, 2)) : []),
    ...(/^Electric$/.test(powertrain.fuel) ? sample(rng, EV_EXTRAS, rng.int(1, 3)) : []),
  ];
}

/** 12,345 — written out by hand so output never depends on the machine's locale. */
export function thousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const USED_NOTES = [
  'Full service history.',
  'One owner from new.',
  'Logbook serviced.',
  'Two keys.',
  'Immaculate inside and out.',
  'Fresh service and new tyres.',
  'Balance of factory warranty.',
];

export function describe(
  rng: Rng,
  v: {
    carType: string;
    year: number;
    make: string;
    model: string;
    badge: string;
    colour: string;
    powertrain: Powertrain;
    km: number;
  },
): string {
  const title = [v.make, v.model, v.badge].filter(Boolean).join(' ');
  const drivetrain = `${v.powertrain.engine}, ${v.powertrain.transmission}`;
  if (v.carType === 'new')
    return `Brand new ${v.year} ${title} in ${v.colour}: ${drivetrain}. Full factory warranty.`;
  if (v.carType === 'demo')
    return `Dealer demonstrator ${title} in ${v.colour} with only ${thousands(v.km)} km: ${drivetrain}. Balance of new-vehicle warranty.`;
  return `${v.year} ${title} in ${v.colour}, ${thousands(v.km)} km: ${drivetrain}. ${sample(rng, USED_NOTES, 2).join(' ')}`;
}

// L = letter (no I, O or Q), D = digit. Car formats come from the market (per state in
// Australia, national in New Zealand); motorcycles carry the short plate everywhere.
const PLATE_LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];

export function makeRego(rng: Rng, state: string, country: Country, kind: VehicleKind): string {
  const format = kind === 'motorcycle' ? 'LLDDD' : plateFormatIn(marketFor(country), state);
  return [...format]
    .map((c) => (c === 'L' ? rng.pick(PLATE_LETTERS) : String(rng.int(0, 9))))
    .join('');
}
