import type { Location, LocationType } from '../config/index.ts';
import { filterLocations } from './filter.ts';

export interface DepartmentPhone {
  label: 'Sales' | 'Service' | 'Parts';
  phone: string;
}

const LABELS: Record<LocationType, DepartmentPhone['label']> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
};

/**
 * One phone per department (the first visible location of each type, primary first), each
 * number once: a site whose service desk shares the sales number lists it as Sales only.
 */
export function departmentPhones(
  locations: readonly Location[],
  fallbackPhone?: string,
): DepartmentPhone[] {
  const seen = new Set<string>();
  const out: DepartmentPhone[] = [];
  for (const type of ['sales', 'service', 'parts'] as const) {
    const ofType = filterLocations(locations, type);
    const loc = ofType.find((l) => l.primary) ?? ofType[0];
    const phone = loc?.contact_detail.phone ?? (type === 'sales' ? fallbackPhone : undefined);
    if (!phone) continue;
    const digits = phone.replace(/\D/g, '');
    if (seen.has(digits)) continue;
    seen.add(digits);
    out.push({ label: LABELS[type], phone });
  }
  return out;
}
