/**
 * The calendar files' routes (docs/events.md#calendar-feeds). They answer themselves: the body
 * is iCalendar text, and unlike the rest of the API they may be kept by a cache, since they
 * hold only what the public events page shows; a calendar's poll is then a bodiless 304.
 */
import type { eventCalendarRoutes } from '@torch/contract';
import type { FastifyReply } from 'fastify';
import type { RouteHandlers } from '../../http/register-routes';
import type { EventCalendar } from './calendar';

/** The feed is shown where it is opened (a calendar subscribes to it); one event is saved. */
function sendCalendar(
  reply: FastifyReply,
  ics: string,
  fileName: string,
  disposition: 'inline' | 'attachment',
): FastifyReply {
  return (
    reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `${disposition}; filename="${fileName}"`)
      // Stored, but asked about again each time: an edit reaches the next poll.
      .header('Cache-Control', 'public, no-cache')
      .send(ics)
  );
}

/** A file name from a title: letters, digits and dashes only, so no header can be broken. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}

export function eventCalendarRouteHandlers(
  calendar: EventCalendar,
): RouteHandlers<typeof eventCalendarRoutes> {
  return {
    feed: async ({ reply }) => sendCalendar(reply, await calendar.feed(), 'events.ics', 'inline'),
    event: async ({ params, reply }) => {
      const { ics, title } = await calendar.event(params.id);
      return sendCalendar(reply, ics, calendarFileName(title), 'attachment');
    },
    // The zone of the church settings, as the feeds write times in (docs/events.md#calendar-feeds).
    settings: async () => ({ timeZone: await calendar.timeZone() }),
  };
}
