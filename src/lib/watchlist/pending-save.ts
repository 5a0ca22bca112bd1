import { safeSitePath } from './safe-path.ts';

/**
 * Spec §4: "Without a signed-in phone the user is sent to sign-in", and (issue 14) the car is
 * saved after it. The car waits in the tab's sessionStorage while the shopper signs in; the
 * page it was pressed on saves it when the shopper lands back there.
 */
export interface PendingSave {
  carId: number;
  /** The car's name, for the toast. */
  name: string;
  /** The page the control was pressed on: the save happens only back on it. */
  page: string;
}

export function serialisePendingSave(pending: PendingSave): string {
  return JSON.stringify(pending);
}

/** The pending save from storage, or null when there is none or it is unreadable. Never throws. */
export function parsePendingSave(raw: string | null): PendingSave | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { carId, name, page } = value as Record<string, unknown>;
  if (typeof carId !== 'number' || !Number.isSafeInteger(carId) || carId <= 0) return null;
  if (typeof name !== 'string' || name.trim() === '') return null;
  if (typeof page !== 'string' || safeSitePath(page) !== page) return null;
  return { carId, name, page };
}

/** Whether the shopper is back on the page the pending car was pressed on. */
export function isPendingHere(pending: PendingSave, currentPage: string): boolean {
  return pending.page === safeSitePath(currentPage);
}
