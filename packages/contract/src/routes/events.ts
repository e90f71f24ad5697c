/** The events' routes (docs/product.md#events). */
import { z } from 'zod';
import {
  eventInputSchema,
  eventListQuerySchema,
  eventNotFoundMessage,
  eventSchema,
} from '../events';
import { defineRoute } from '../http/route';
import { adminRows } from './admin-rows';

const tag = 'Events';
const events = adminRows({ tag, path: '/api/events', notFoundMessage: eventNotFoundMessage });

export const eventRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/events',
    summary: 'The church calendar: every event, or only those still ahead, a page at a time',
    tag,
    access: 'anyone',
    query: eventListQuerySchema,
    response: z.array(eventSchema),
    paged: true,
  }),
  create: events.create('Add an event', eventInputSchema, eventSchema),
  update: events.update('Change an event', eventInputSchema, eventSchema),
  remove: events.remove('Delete an event'),
};
