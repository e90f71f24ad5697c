/**
 * Sign-in, registration and sign-out (docs/product.md#accounts-api): each route is its
 * declaration in the contract and one call into the service. Sign-in and registration also
 * give the browser its device cookie (docs/decisions/016-sign-in-lockout.md).
 */
import type { accountRoutes, authRoutes, invitationRoutes, passwordRoutes } from '@torch/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteHandlers } from '../../http/register-routes';
import { deviceCookie, readDeviceId } from './device-cookie';
import type { AccountClosure } from './close-account';
import type { EmailChange } from './email-change';
import type { Invitations } from './invitations';
import type { PasswordService } from './password-reset';
import type { AuthService, SignedIn, SignInSource } from './service';

const sourceOf = (request: FastifyRequest): SignInSource => ({
  ip: request.ip,
  deviceId: readDeviceId(request.headers.cookie),
});

/** The browser keeps its device id; the answer's body stays as the original API had it. */
function withDeviceCookie(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
  reply.header('set-cookie', deviceCookie(signedIn.deviceId, request.protocol === 'https'));
  return signedIn.auth;
}

export function authRouteHandlers(auth: AuthService): RouteHandlers<typeof authRoutes> {
  return {
    register: async ({ body, request, reply }) =>
      withDeviceCookie(request, reply, await auth.register(body, sourceOf(request))),
    setup: () => auth.setupStatus(),
    login: async ({ body, request, reply }) =>
      withDeviceCookie(request, reply, await auth.login(body, sourceOf(request))),
    logout: ({ viewer }) => auth.logout(viewer),
    logoutAll: ({ viewer }) => auth.logoutAll(viewer),
  };
}

/** Forgetting and changing a password (docs/security.md#password-reset). */
export function passwordRouteHandlers(
  passwords: PasswordService,
): RouteHandlers<typeof passwordRoutes> {
  return {
    // The link is looked for once the answer is out, so its timing cannot tell
    // (docs/security.md#password-reset); a dropped connection closes without finishing.
    forgot: ({ body, request, reply }) =>
      passwords.forgot(body.email, request.ip, (work) => {
        // A client gone while the limits were counted: 'close' has fired already and a destroyed
        // response never emits 'finish', so the work starts now instead of never.
        if (reply.raw.writableFinished || reply.raw.destroyed || reply.raw.closed) {
          work();
          return;
        }
        reply.raw.once('finish', work);
        reply.raw.once('close', work);
      }),
    reset: ({ body, request }) => passwords.reset(body, request.ip),
    change: ({ body, viewer }) => passwords.change(viewer, body),
    sendLink: ({ params }) => passwords.sendLinkFor(params.id),
  };
}

/** Closing the account and changing its address (docs/security.md#closing-an-account). */
export function accountRouteHandlers(
  closure: AccountClosure,
  emailChange: EmailChange,
): RouteHandlers<typeof accountRoutes> {
  return {
    close: ({ body, viewer }) => closure.close(viewer, body),
    changeEmail: ({ body, viewer }) => emailChange.request(viewer, body),
    confirmEmail: ({ body, request }) => emailChange.confirm(body, request.ip),
    cancelEmailChange: ({ body, request }) => emailChange.cancel(body, request.ip),
  };
}

/** Inviting someone to register (docs/product.md#users). */
export function invitationRouteHandlers(
  invitations: Invitations,
): RouteHandlers<typeof invitationRoutes> {
  return { send: ({ viewer, body }) => invitations.send(viewer, body) };
}
