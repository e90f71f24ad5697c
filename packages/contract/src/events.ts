/** Church events (docs/product.md#data). */
import { z } from 'zod';
import { requiredText } from './common';
import { pageQuerySchema } from './http/page';
import { optionalImageUrlSchema } from './media';
import { recurringDay } from './content-constants';

export {
  RECURRING_TUESDAY,
  recurringDate,
  recurringDates,
  recurringDay,
} from './content-constants';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
export function isValidIsoDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const eventDateSchema = z
  .string({ error: 'Date is required' })
  .trim()
  .min(1, { error: 'Date is required' })
  .refine((value) => recurringDay(value) !== null || isValidIsoDate(value), {
    error: 'Enter a date as YYYY-MM-DD',
  });

/** "HH:MM" (24-hour) or a range text with a dash, such as "5:00 PM - 8:00 PM". */
export const eventTimeSchema = requiredText('Time', 50).refine(
  (value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value) || /[-–]/.test(value),
  { error: 'Enter a time as HH:MM or a range like 5:00 PM - 8:00 PM' },
);

export const eventInputSchema = z.object({
  title: requiredText('Title', 200),
  location: requiredText('Location', 200),
  event_date: eventDateSchema,
  event_time: eventTimeSchema,
  description: z
    .string()
    .trim()
    .max(5000, { error: 'Description must be at most 5000 characters' })
    .default(''),
  registration_required: z
    .boolean({ error: 'registration_required must be true or false' })
    .default(false),
  image_base64: optionalImageUrlSchema,
  /** Ours, optional (docs/events.md): places on offer; none or null is no limit. */
  capacity: z
    .number({ error: 'Capacity must be a number' })
    .int({ error: 'Capacity must be a whole number' })
    .min(1, { error: 'Capacity must be at least 1' })
    .max(100_000, { error: 'Capacity must be at most 100000' })
    .nullable()
    .optional(),
  /** Ours, optional: when registration closes (an instant with its offset); null: at the start. */
  registration_closes_at: z
    .union([z.iso.datetime({ offset: true, error: 'Enter a date and time' }), z.literal('')])
    .nullable()
    .optional(),
});
export type EventInput = z.input<typeof eventInputSchema>;

export const eventSchema = z.object({
  _id: z.string(),
  created_at: z.string(),
  title: z.string(),
  location: z.string(),
  event_date: z.string(),
  event_time: z.string(),
  registration_required: z.boolean(),
  description: z.string(),
  image_base64: z.string().nullable(),
  /** Present only when set, so an event without them reads as it always did. */
  capacity: z.number().optional(),
  registration_closes_at: z.string().optional(),
  /**
   * Ours, in the calendar's lists only, beside a capacity: places not yet held by a confirmed
   * registration (guests included), never below 0 (docs/events.md#capacity-and-waitlist).
   */
  places_left: z.number().optional(),
});
export type Event = z.infer<typeof eventSchema>;

/**
 * The calendar, a page at a time (docs/decisions/028-lists-page.md); `upcoming=true` keeps only
 * what is still ahead. The home page asks for `limit=3`.
 */
export const eventListQuerySchema = pageQuerySchema.extend({
  upcoming: z.enum(['true', 'false'], { error: 'upcoming must be true or false' }).optional(),
});

export const eventNotFoundMessage = 'Event not found';
