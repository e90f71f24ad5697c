/** The teachings' routes (docs/product.md#teachings). */
import { z } from 'zod';
import { listLimitQuerySchema } from '../events';
import { defineRoute } from '../http/route';
import { teachingInputSchema, teachingNotFoundMessage, teachingSchema } from '../teachings';
import { idParamsSchema } from './params';

const tag = 'Teachings';
const byId = { params: idParamsSchema, notFoundMessage: teachingNotFoundMessage } as const;

export const teachingRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/teachings',
    summary: 'Recorded teachings, newest first',
    tag,
    access: 'anyone',
    query: listLimitQuerySchema,
    response: z.array(teachingSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/teachings',
    summary: 'Add a teaching',
    tag,
    access: 'admin',
    body: teachingInputSchema,
    response: teachingSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/teachings/:id',
    summary: 'Change a teaching',
    tag,
    access: 'admin',
    ...byId,
    body: teachingInputSchema,
    response: teachingSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/teachings/:id',
    summary: 'Delete a teaching',
    tag,
    access: 'admin',
    ...byId,
    response: null,
    status: 204,
  }),
};
