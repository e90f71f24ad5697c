/** The leaders' routes (docs/product.md#leaders). */
import { z } from 'zod';
import { pageQuerySchema } from '../http/page';
import { defineRoute } from '../http/route';
import { leaderInputSchema, leaderNotFoundMessage, leaderSchema } from '../leaders';
import { adminRows } from './admin-rows';

const tag = 'Leaders';
const leaders = adminRows({ tag, path: '/api/leaders', notFoundMessage: leaderNotFoundMessage });

export const leaderRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/leaders',
    summary: "The church's leader profiles",
    tag,
    access: 'anyone',
    query: pageQuerySchema,
    response: z.array(leaderSchema),
    paged: true,
  }),
  create: leaders.create('Add a leader profile', leaderInputSchema, leaderSchema),
  update: leaders.update('Change a leader profile', leaderInputSchema, leaderSchema),
  remove: leaders.remove('Delete a leader profile'),
};
