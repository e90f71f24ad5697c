/** HTTP shape of sign-in, registration and sign-out (docs/product.md#accounts-api). */
import { loginRequestSchema, registerRequestSchema } from '@torch/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireViewer } from '../../auth/request-auth';
import { parseWith } from '../../http/validate';
import { deviceCookie, readDeviceId } from './device-cookie';
import type { AuthService, SignedIn, SignInSource } from './service';

const sourceOf = (request: FastifyRequest): SignInSource => ({
  ip: request.ip,
  deviceId: readDeviceId(request.headers.cookie),
});

/** The browser keeps its device id; the answer's body stays as the original API had it. */
function sendSignedIn(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
  return reply
    .header('set-cookie', deviceCookie(signedIn.deviceId, request.protocol === 'https'))
    .send(signedIn.auth);
}

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService): void {
  app.post('/api/auth/register', async (request, reply) => {
    const input = parseWith(registerRequestSchema, request.body);
    const signedIn = await auth.register(input, sourceOf(request));
    return sendSignedIn(request, reply.status(201), signedIn);
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parseWith(loginRequestSchema, request.body);
    return sendSignedIn(request, reply, await auth.login(input, sourceOf(request)));
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const viewer = await requireViewer(request);
    await auth.logout(viewer);
    return reply.status(204).send();
  });

  // Beyond the original API: takes no body (whatever is sent is ignored).
  app.post('/api/auth/logout-all', async (request) => {
    const viewer = await requireViewer(request);
    return auth.logoutAll(viewer);
  });
}
