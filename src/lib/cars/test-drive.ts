import type { Car } from '../stock/car.ts';

/** Spec §3: the two tag spellings dealers use for a car that can only be test driven. */
const TEST_DRIVE_TAGS = ['test drive only', '*** test drive vehicle only ***'];

/** Lower case with runs of whitespace folded, so 'Test  Drive ONLY ' matches. */
function foldTag(tag: string): string {
  return tag.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * A test-drive-only car: its tag is 'Test Drive Only' or '*** Test Drive Vehicle Only ***',
 * ignoring case and spacing. Such a car cannot be reserved and its card shows the test-drive
 * button layout (spec §4).
 */
export function isTestDriveOnly(car: Pick<Car, 'tag'>): boolean {
  if (!car.tag) return false;
  return TEST_DRIVE_TAGS.includes(foldTag(car.tag));
}
