/** Health for people and load balancers (docs/operations.md). */
import { z } from 'zod';
import { defineRoute } from '../http/route';

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: the process serves and its database answers (503 otherwise)',
    tag: 'Operations',
    access: 'anyone',
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    summary: 'Readiness: may this instance take traffic now (503 while down or shutting down)',
    tag: 'Operations',
    access: 'anyone',
    refusals: {
      503: 'Not ready: the database or Redis is unavailable, or the server is shutting down',
    },
    response: z.object({ status: z.literal('ready') }),
  }),
};
