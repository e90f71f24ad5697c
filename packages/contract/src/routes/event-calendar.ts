/** The events as calendar files (docs/events.md#calendar-feeds). */
import { z } from 'zod';
import { eventNotFoundMessage } from '../events';
import { weeklyFellowship } from '../church';
import { defineRoute } from '../http/route';

const tag = 'Events';

/**
 * A row's UUID, or a weekly gathering's id (`gathering-<name as a slug>`, from the church
 * settings; the older `weekly-fellowship` is the first gathering): these are not rows.
 */
export const eventCalendarParamsSchema = z.object({
  id: z.union([
    z.guid(),
    z.literal(weeklyFellowship.id),
    z.string().regex(/^gathering-[a-z0-9-]{1,60}$/),
  ]),
});

export const eventCalendarSettingsSchema = z.object({
  /** The IANA zone the church's event times are in (the church settings' `timeZone`). */
  timeZone: z.string(),
});
export type EventCalendarSettings = z.infer<typeof eventCalendarSettingsSchema>;

export const eventCalendarRoutes = {
  feed: defineRoute({
    method: 'GET',
    path: '/api/events.ics',
    summary:
      'Every upcoming event as an iCalendar feed to subscribe to; the weekly fellowship repeats',
    tag,
    access: 'anyone',
    response: z.string(),
    contentType: 'text/calendar',
  }),
  event: defineRoute({
    method: 'GET',
    path: '/api/events/:id/event.ics',
    summary: 'One event as an iCalendar file to add to a calendar',
    tag,
    access: 'anyone',
    params: eventCalendarParamsSchema,
    notFoundMessage: eventNotFoundMessage,
    response: z.string(),
    contentType: 'text/calendar',
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/events/calendar-settings',
    summary: "The church's time zone, for links that add an event to an online calendar",
    tag,
    access: 'anyone',
    response: eventCalendarSettingsSchema,
  }),
};
