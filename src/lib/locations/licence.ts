import type { Dealership, Location, Options } from '../config/index.ts';
import { sortLocations } from './order.ts';

type Licensed = Pick<Location, 'dealer_license_number' | 'motor_vehicle_repairer'>;

/** "DL 12345 MRB 67890"; either part is left out when absent; undefined when both are. */
export function licenceText(
  location: Licensed,
  prefix: Options['licence_prefix'],
): string | undefined {
  const parts: string[] = [];
  if (location.dealer_license_number?.trim())
    parts.push(`${prefix} ${location.dealer_license_number.trim()}`);
  if (location.motor_vehicle_repairer?.trim())
    parts.push(`MRB ${location.motor_vehicle_repairer.trim()}`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export interface LicenceLine {
  /** Whose licence: the dealership's name, or the location's where a dealership holds several. */
  label: string;
  text: string;
}

/**
 * The licence line per distinct dealership/location of the visible locations. A dealership
 * whose sites share one dealer licence and one MRB number reads as one line (a parts counter
 * with only the MRB number adds nothing); one holding several licences lists each location;
 * the same licence held across a group's dealerships is listed once.
 */
export function licenceLines(
  locations: readonly Location[],
  dealerships: readonly Pick<Dealership, 'id' | 'name'>[],
  prefix: Options['licence_prefix'],
): LicenceLine[] {
  const lines: LicenceLine[] = [];
  for (const [dealershipId, group] of groupByDealership(
    sortLocations(locations.filter((l) => l.visible)),
  )) {
    const dl = distinct(group.map((l) => l.dealer_license_number));
    const mrb = distinct(group.map((l) => l.motor_vehicle_repairer));
    const name = dealerships.find((d) => d.id === dealershipId)?.name ?? group[0]?.name ?? '';
    if (dl.length <= 1 && mrb.length <= 1) {
      const text = licenceText(
        { dealer_license_number: dl[0], motor_vehicle_repairer: mrb[0] },
        prefix,
      );
      if (text) lines.push({ label: name, text });
      continue;
    }
    lines.push(...perLocation(group, prefix));
  }
  return mergeSameText(lines);
}

/** Dealerships of a group trading under one licence show it once, naming each of them. */
function mergeSameText(lines: readonly LicenceLine[]): LicenceLine[] {
  const byText = new Map<string, string[]>();
  for (const line of lines) byText.set(line.text, [...(byText.get(line.text) ?? []), line.label]);
  return [...byText].map(([text, labels]) => ({ label: labels.join(', '), text }));
}

function perLocation(group: readonly Location[], prefix: Options['licence_prefix']): LicenceLine[] {
  const entries = new Map<string, { label: string; parts: string[] }>();
  for (const loc of group) {
    const text = licenceText(loc, prefix);
    if (!text || entries.has(text)) continue;
    const parts = [
      licenceText({ dealer_license_number: loc.dealer_license_number }, prefix),
      licenceText({ motor_vehicle_repairer: loc.motor_vehicle_repairer }, prefix),
    ];
    entries.set(text, {
      label: loc.name,
      parts: parts.filter((x): x is string => x !== undefined),
    });
  }
  // "MRB 1" says nothing "DL 5 MRB 1" has not already said.
  const all = [...entries.values()];
  const covered = (e: { parts: string[] }) =>
    all.some(
      (o) =>
        o !== e && o.parts.length > e.parts.length && e.parts.every((p) => o.parts.includes(p)),
    );
  return [...entries].filter(([, e]) => !covered(e)).map(([text, e]) => ({ label: e.label, text }));
}

function groupByDealership(locations: readonly Location[]): Map<number, Location[]> {
  const groups = new Map<number, Location[]>();
  for (const loc of locations)
    groups.set(loc.dealership_id, [...(groups.get(loc.dealership_id) ?? []), loc]);
  return groups;
}

function distinct(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.map((v) => v?.trim()).filter((v): v is string => Boolean(v)))];
}
