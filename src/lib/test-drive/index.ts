export { TEST_DRIVE_DEFAULTS, isBookableSlot, testDriveSlots } from './slots.ts';
export type { TestDriveDay, TestDriveSlot, TestDriveSlotsInput } from './slots.ts';
export { parseLocalDateTime, zonedInstant } from './local-time.ts';
export type { LocalDateTime } from './local-time.ts';
