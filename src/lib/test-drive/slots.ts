import type { OpeningHour, SpecialHour } from '../config/index.ts';
import { zonedMoment } from '../hours/time-zone.ts';
import { openSpan } from './day-hours.ts';
import { dayLabel, slotLabel } from './labels.ts';
import {
  addDays,
  formatLocalDateTime,
  parseLocalDateTime,
  weekdayOf,
  zonedInstant,
} from './local-time.ts';

/** What the API offers when the caller does not say otherwise. */
export const TEST_DRIVE_DEFAULTS = {
  /** Days offered, today included. */
  days: 14,
  /** Length of one test drive; slots start this far apart from opening time. */
  slotMinutes: 30,
  /** The dealer needs this long to get a car ready: nothing sooner is offered. */
  leadTimeMinutes: 120,
  /** Test drives the location can run at once. */
  capacity: 1,
} as const;

export interface TestDriveSlotsInput {
  /** The location's weekly hours (spec "Opening hour entry"). */
  openingHours: readonly OpeningHour[];
  /** The location's holiday hours (spec "Special (holiday) hours entry"): they replace a date's usual hours. */
  specialHours?: readonly SpecialHour[] | undefined;
  /**
   * Test drives already booked at the location, as local date-times ("2026-03-16T09:30"), the
   * form the slots are offered and submitted in. Malformed entries are ignored.
   */
  bookings?: readonly string[] | undefined;
  now: Date;
  /** The location's IANA time zone: hours, bookings and slots are its wall-clock times. */
  timeZone: string;
  days?: number | undefined;
  slotMinutes?: number | undefined;
  leadTimeMinutes?: number | undefined;
  capacity?: number | undefined;
}

export interface TestDriveSlot {
  /** Local date-time, "2026-03-16T09:30": the value the form submits as `dateTime`. */
  dateTime: string;
  /** "9:30am". */
  label: string;
  /** The same moment as a UTC instant, "2026-03-15T22:30:00.000Z". */
  startsAt: string;
}

export interface TestDriveDay {
  /** "2026-03-16" in the location's zone. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** 'Today', 'Tomorrow' or "Mon 16 Mar". */
  label: string;
  /** Never empty: a day without a free slot is left out. */
  slots: TestDriveSlot[];
}

/**
 * The test-drive times a location can offer from `now`: each day's opening span (special
 * hours first) cut into slots that end by closing time, without slots fully booked, in the
 * past or within the lead time. Times are wall-clock times in the location's zone; a time its
 * clocks skip when daylight saving starts is not offered, and a repeated time once.
 */
export function testDriveSlots(input: TestDriveSlotsInput): TestDriveDay[] {
  const settings = checkedSettings(input);
  const earliest = input.now.getTime() + settings.leadTimeMinutes * 60_000;
  const booked = bookedInstants(input.bookings ?? [], input.timeZone);
  const today = zonedMoment(input.now, input.timeZone).date;
  const days: TestDriveDay[] = [];
  for (let ahead = 0; ahead < settings.days; ahead++) {
    const date = addDays(today, ahead);
    const weekday = weekdayOf(date);
    const span = openSpan(input.openingHours, input.specialHours ?? [], date, weekday);
    if (!span) continue;
    const slots: TestDriveSlot[] = [];
    for (
      let start = span.start;
      start + settings.slotMinutes <= span.end;
      start += settings.slotMinutes
    ) {
      const instant = zonedInstant({ date, minutes: start }, input.timeZone);
      if (instant === undefined || instant < earliest) continue;
      if (overlapping(booked, instant, settings.slotMinutes) >= settings.capacity) continue;
      slots.push({
        dateTime: formatLocalDateTime({ date, minutes: start }),
        label: slotLabel(start),
        startsAt: new Date(instant).toISOString(),
      });
    }
    if (slots.length > 0)
      days.push({ date, weekday, label: dayLabel(date, weekday, ahead), slots });
  }
  return days;
}

/**
 * Whether a submitted `dateTime` is one of the slots offered now: the API's re-check, as the
 * slot may have been taken, or the lead time passed, since the form fetched the slots.
 */
export function isBookableSlot(input: TestDriveSlotsInput, dateTime: string): boolean {
  const local = parseLocalDateTime(dateTime);
  if (!local) return false;
  const wanted = formatLocalDateTime(local);
  const day = testDriveSlots(input).find((d) => d.date === local.date);
  return day?.slots.some((slot) => slot.dateTime === wanted) ?? false;
}

interface Settings {
  days: number;
  slotMinutes: number;
  leadTimeMinutes: number;
  capacity: number;
}

function checkedSettings(input: TestDriveSlotsInput): Settings {
  const settings: Settings = {
    days: input.days ?? TEST_DRIVE_DEFAULTS.days,
    slotMinutes: input.slotMinutes ?? TEST_DRIVE_DEFAULTS.slotMinutes,
    leadTimeMinutes: input.leadTimeMinutes ?? TEST_DRIVE_DEFAULTS.leadTimeMinutes,
    capacity: input.capacity ?? TEST_DRIVE_DEFAULTS.capacity,
  };
  const limits: Record<keyof Settings, [number, number]> = {
    days: [1, 366],
    slotMinutes: [5, 24 * 60],
    leadTimeMinutes: [0, 366 * 24 * 60],
    capacity: [1, 1000],
  };
  for (const [name, [min, max]] of Object.entries(limits)) {
    const value = settings[name as keyof Settings];
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(
        `testDriveSlots: ${name} must be a whole number from ${min} to ${max}, not ${value}`,
      );
    }
  }
  return settings;
}

function bookedInstants(bookings: readonly string[], timeZone: string): number[] {
  return bookings.flatMap((booking) => {
    const local = parseLocalDateTime(booking);
    const instant = local && zonedInstant(local, timeZone);
    return instant === undefined ? [] : [instant];
  });
}

/** Bookings whose drive overlaps a slot starting at `instant`: each lasts one slot's length. */
function overlapping(booked: readonly number[], instant: number, slotMinutes: number): number {
  const length = slotMinutes * 60_000;
  return booked.filter((b) => Math.abs(b - instant) < length).length;
}
