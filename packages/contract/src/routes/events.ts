/** The events' routes (docs/product.md#events). */
import { z } from 'zod';
import {
  eventInputSchema,
  eventListQuerySchema,
  eventNotFoundMessage,
  eventSchema,
} from '../events';
import { defineRoute } from '../http/route';
import { idParamsSchema } from './params';

const tag = 'Events';
const byId = { params: idParamsSchema, notFoundMessage: eventNotFoundMessage } as const;

export const eventRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/events',
    summary: 'The church calendar: every event, or only those still ahead',
    tag,
    access: 'anyone',
    query: eventListQuerySchema,
    response: z.array(eventSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/events',
    summary: 'Add an event',
    tag,
    access: 'admin',
    body: eventInputSchema,
    response: eventSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/events/:id',
    summary: 'Change an event',
    tag,
    access: 'admin',
    ...byId,
    body: eventInputSchema,
    response: eventSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/events/:id',
    summary: 'Delete an event',
    tag,
    access: 'admin',
    ...byId,
    response: null,
    status: 204,
  }),
};
