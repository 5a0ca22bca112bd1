import { dayShort, formatClock } from '../hours/index.ts';
import { clockTime } from './local-time.ts';

const MONTH_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** 'Today', 'Tomorrow', else "Mon 16 Mar": short enough for a row of day buttons. */
export function dayLabel(date: string, weekday: number, daysAhead: number): string {
  if (daysAhead === 0) return 'Today';
  if (daysAhead === 1) return 'Tomorrow';
  const [, month = '1', day = '1'] = date.split('-');
  return `${dayShort(weekday)} ${Number(day)} ${MONTH_SHORT[Number(month) - 1] ?? ''}`;
}

/** 570 minutes → "9:30am", as the hours lists write times. */
export function slotLabel(minutes: number): string {
  return formatClock(clockTime(minutes));
}
