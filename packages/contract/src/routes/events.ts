/** The events' routes (docs/product.md#events). */
import {
  eventInputSchema,
  eventListQuerySchema,
  eventNotFoundMessage,
  eventSchema,
} from '../events';
import { pagedList } from './paged-list';
import { adminRows } from './admin-rows';

const tag = 'Events';
const events = adminRows({ tag, path: '/api/events', notFoundMessage: eventNotFoundMessage });

export const eventRoutes = {
  list: pagedList({
    path: '/api/events',
    summary: 'The church calendar: every event, or only those still ahead, a page at a time',
    tag,
    access: 'anyone',
    query: eventListQuerySchema,
    item: eventSchema,
  }),
  create: events.create('Add an event', eventInputSchema, eventSchema),
  update: events.update('Change an event', eventInputSchema, eventSchema),
  remove: events.remove('Delete an event'),
};
