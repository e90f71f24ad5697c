/** The teachings' routes (docs/product.md#teachings). */
import { z } from 'zod';
import { pageQuerySchema } from '../http/page';
import { defineRoute } from '../http/route';
import { teachingInputSchema, teachingNotFoundMessage, teachingSchema } from '../teachings';
import { adminRows } from './admin-rows';

const tag = 'Teachings';
const teachings = adminRows({
  tag,
  path: '/api/teachings',
  notFoundMessage: teachingNotFoundMessage,
});

export const teachingRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/teachings',
    summary: 'Recorded teachings, newest preached first, a page at a time',
    tag,
    access: 'anyone',
    query: pageQuerySchema,
    response: z.array(teachingSchema),
    paged: true,
  }),
  create: teachings.create('Add a teaching', teachingInputSchema, teachingSchema),
  update: teachings.update('Change a teaching', teachingInputSchema, teachingSchema),
  remove: teachings.remove('Delete a teaching'),
};
