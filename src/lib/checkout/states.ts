/** Australia's states and territories, as dealer locations and deposit terms key them. */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

const FULL_NAMES: Readonly<Record<string, AuState>> = {
  'new south wales': 'NSW',
  victoria: 'VIC',
  queensland: 'QLD',
  'western australia': 'WA',
  'south australia': 'SA',
  tasmania: 'TAS',
  'australian capital territory': 'ACT',
  'northern territory': 'NT',
};

/** 'NSW', 'nsw' or 'New South Wales' → 'NSW'; anything else (an NZ region, blank) → null. */
export function auStateCode(state: string): AuState | null {
  const key = state.trim().replace(/\.$/, '').toLowerCase();
  const upper = key.toUpperCase();
  const code = (AU_STATES as readonly string[]).includes(upper) ? (upper as AuState) : null;
  return code ?? (Object.hasOwn(FULL_NAMES, key) ? (FULL_NAMES[key] ?? null) : null);
}
