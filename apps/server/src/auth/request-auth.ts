/** Who is asking: resolved once per request from the bearer token, never from the body. */
import { authMessages } from '@torch/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/app-error';
import { canUseAdminArea, isSuperAdmin } from './policies';
import type { Viewer } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Cached result of authentication for this request (undefined = not looked up yet). */
    viewerLookup?: Promise<Viewer>;
  }
}

/** The signed-in user, or a 401. */
export function requireViewer(request: FastifyRequest): Promise<Viewer> {
  request.viewerLookup ??= request.server.sessions.authenticate(request.headers.authorization);
  return request.viewerLookup;
}

/**
 * The signed-in user when a token is sent, else null. A token that is sent but invalid is
 * still a 401: the client believes it is signed in and must learn that it is not.
 */
export async function optionalViewer(request: FastifyRequest): Promise<Viewer | null> {
  if (!request.headers.authorization) return null;
  return requireViewer(request);
}

/** An Admin or Super-Admin: 401 when signed out, 403 for a member. */
export async function requireAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!canUseAdminArea(viewer)) throw forbidden(authMessages.forbidden);
  return viewer;
}

export async function requireSuperAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!isSuperAdmin(viewer)) throw forbidden(authMessages.forbidden);
  return viewer;
}
