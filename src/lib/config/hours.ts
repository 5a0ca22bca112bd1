import { z } from 'astro/zod';
import { clockTime, isoDate } from './primitives.ts';

/** Spec "Opening hour entry": weekday 0 Sunday … 6 Saturday. */
export const openingHour = z
  .strictObject({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(['Open', 'Closed']),
    start_hour: clockTime.optional(),
    end_hour: clockTime.optional(),
  })
  .refine((h) => h.status === 'Closed' || (h.start_hour && h.end_hour), {
    message: 'an Open day needs start_hour and end_hour',
  });

/** Spec "Special (holiday) hours entry". */
export const specialHour = z
  .strictObject({
    date: isoDate,
    name: z.string().optional(),
    status: z.enum(['Open', 'Closed']),
    start_hour: clockTime.optional(),
    end_hour: clockTime.optional(),
  })
  .refine((h) => h.status === 'Closed' || (h.start_hour && h.end_hour), {
    message: 'an Open day needs start_hour and end_hour',
  });

export type OpeningHour = z.infer<typeof openingHour>;
export type SpecialHour = z.infer<typeof specialHour>;
