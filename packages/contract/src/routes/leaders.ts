/** The leaders' routes (docs/product.md#leaders). */
import { z } from 'zod';
import { defineRoute } from '../http/route';
import { leaderInputSchema, leaderNotFoundMessage, leaderSchema } from '../leaders';
import { idParamsSchema } from './params';

const byId = { params: idParamsSchema, notFoundMessage: leaderNotFoundMessage } as const;

export const leaderRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/leaders',
    summary: "The church's leader profiles",
    tag: 'Leaders',
    access: 'anyone',
    response: z.array(leaderSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/leaders',
    summary: 'Add a leader profile',
    tag: 'Leaders',
    access: 'admin',
    body: leaderInputSchema,
    response: leaderSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/leaders/:id',
    summary: 'Change a leader profile',
    tag: 'Leaders',
    access: 'admin',
    ...byId,
    body: leaderInputSchema,
    response: leaderSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/leaders/:id',
    summary: 'Delete a leader profile',
    tag: 'Leaders',
    access: 'admin',
    ...byId,
    response: null,
    status: 204,
  }),
};
