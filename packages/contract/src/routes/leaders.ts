/** The leaders' routes (docs/product.md#leaders). */
import { pagedList } from './paged-list';
import { leaderInputSchema, leaderNotFoundMessage, leaderSchema } from '../leaders';
import { adminRows } from './admin-rows';

const tag = 'Leaders';
const leaders = adminRows({ tag, path: '/api/leaders', notFoundMessage: leaderNotFoundMessage });

export const leaderRoutes = {
  list: pagedList({
    path: '/api/leaders',
    summary: "The church's leader profiles",
    tag,
    access: 'anyone',
    item: leaderSchema,
  }),
  create: leaders.create('Add a leader profile', leaderInputSchema, leaderSchema),
  update: leaders.update('Change a leader profile', leaderInputSchema, leaderSchema),
  remove: leaders.remove('Delete a leader profile'),
};
