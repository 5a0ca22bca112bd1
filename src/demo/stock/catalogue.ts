/**
 * The vehicle catalogue behind generated stock: real AU/NZ makes, models, badges and series.
 * Rows are compact pipe-separated strings so the data reads as a table:
 *
 *   make | model | simple_body | body text | years on sale | series | badges:new price |
 *   powertrains (engine;fuel;transmission;drive, comma-separated) | doors/seats | weight
 *
 * Years are "2019" (still on sale) or "2012-2020". Series "MY" means a model-year code
 * ("MY25"). Prices are typical drive-away dollars (AUD) when new; weight is relative sales.
 */
import type { SimpleBody, VehicleKind } from '../../lib/stock/car.ts';
import { classifyBody } from '../../lib/stock/text-classify.ts';

export interface Powertrain {
  engine: string;
  fuel: string;
  transmission: string;
  drive: string | null;
}

export interface ModelSpec {
  kind: VehicleKind;
  make: string;
  model: string;
  body: SimpleBody;
  bodyText: string;
  from: number;
  /** Last year sold new; null while still on sale. */
  to: number | null;
  /** Newest first; each applies from its year on. */
  series: { code: string; from: number }[];
  badges: { name: string; price: number }[];
  powertrains: Powertrain[];
  doors: number | null;
  seats: number | null;
  weight: number;
}

const optionalNumber = (s: string | undefined) => (s && s !== '-' ? Number(s) : null);

export function parseModelRow(row: string, kind: VehicleKind): ModelSpec {
  const [
    make = '',
    model = '',
    body = '',
    bodyText = '',
    years = '',
    series = '',
    badges = '',
    powertrains = '',
    doorsSeats = '',
    weight = '1',
  ] = row.split('|').map((cell) => cell.trim());
  const simpleBody = classifyBody(body, kind);
  if (!simpleBody) throw new Error(`catalogue row "${make} ${model}": unknown body "${body}"`);
  const [from = '', to] = years.split('-');
  const [doors, seats] = doorsSeats.split('/');
  return {
    kind,
    make,
    model,
    body: simpleBody,
    bodyText,
    from: Number(from),
    to: optionalNumber(to),
    series: series.split(',').map((entry) => {
      const [code = '', since] = entry.split(':');
      return { code, from: since ? Number(since) : Number(from) };
    }),
    badges: badges.split(',').map((entry) => {
      const at = entry.lastIndexOf(':');
      return { name: entry.slice(0, at), price: Number(entry.slice(at + 1)) };
    }),
    powertrains: powertrains.split(',').map((entry) => {
      const [engine = '', fuel = '', transmission = '', drive = '-'] = entry.split(';');
      return { engine, fuel, transmission, drive: drive === '-' ? null : drive };
    }),
    doors: optionalNumber(doors),
    seats: optionalNumber(seats),
    weight: Number(weight),
  };
}

/** The series code for a given year ("MY" rows give "MY24"). */
export function seriesFor(spec: ModelSpec, year: number): string {
  const entry = spec.series.find((s) => s.from <= year) ?? spec.series[spec.series.length - 1];
  if (!entry) return '';
  return entry.code === 'MY' ? `MY${String(year).slice(2)}` : entry.code;
}
