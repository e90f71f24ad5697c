/** The teachings' routes (docs/product.md#teachings). */
import { pagedList } from './paged-list';
import { teachingInputSchema, teachingNotFoundMessage, teachingSchema } from '../teachings';
import { adminRows } from './admin-rows';

const tag = 'Teachings';
const teachings = adminRows({
  tag,
  path: '/api/teachings',
  notFoundMessage: teachingNotFoundMessage,
});

export const teachingRoutes = {
  list: pagedList({
    path: '/api/teachings',
    summary: 'Recorded teachings, newest preached first, a page at a time',
    tag,
    access: 'anyone',
    item: teachingSchema,
  }),
  create: teachings.create('Add a teaching', teachingInputSchema, teachingSchema),
  update: teachings.update('Change a teaching', teachingInputSchema, teachingSchema),
  remove: teachings.remove('Delete a teaching'),
};
