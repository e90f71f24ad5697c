/** HTTP shape of sign-in, registration and sign-out (document 1 §7). */
import { loginRequestSchema, registerRequestSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../auth/request-auth';
import { parseWith } from '../../http/validate';
import type { AuthService } from './service';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService): void {
  app.post('/api/auth/register', async (request, reply) => {
    const input = parseWith(registerRequestSchema, request.body);
    const result = await auth.register(input, request.ip);
    return reply.status(201).send(result);
  });

  app.post('/api/auth/login', async (request) => {
    const input = parseWith(loginRequestSchema, request.body);
    return auth.login(input, request.ip);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const viewer = await requireViewer(request);
    await auth.logout(viewer);
    return reply.status(204).send();
  });

  // Beyond the specification: takes no body (whatever is sent is ignored).
  app.post('/api/auth/logout-all', async (request) => {
    const viewer = await requireViewer(request);
    return auth.logoutAll(viewer);
  });
}
