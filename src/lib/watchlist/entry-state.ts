/** A watched car as the API reports it now (issue 14 contract, GET /api/watchlist). */
export type EntryState = 'available' | 'reserved' | 'sold' | 'gone';

export const ENTRY_STATES: readonly EntryState[] = ['available', 'reserved', 'sold', 'gone'];

export interface EntryStateView {
  /** The badge. */
  label: string;
  /** Why a car can no longer be bought, shown under it; null while it can. */
  reason: string | null;
  /** Sold and gone cars stay on the list, greyed. */
  inactive: boolean;
}

const VIEWS: Record<EntryState, EntryStateView> = {
  available: { label: 'Available', reason: null, inactive: false },
  reserved: { label: 'Reserved', reason: null, inactive: false },
  sold: { label: 'Sold', reason: 'This car has been sold.', inactive: true },
  gone: {
    label: 'No longer listed',
    reason: 'This car is no longer in stock. It is shown as it was last listed.',
    inactive: true,
  },
};

export function entryStateView(state: EntryState): EntryStateView {
  return VIEWS[state];
}

export function isEntryState(value: unknown): value is EntryState {
  return typeof value === 'string' && (ENTRY_STATES as readonly string[]).includes(value);
}
