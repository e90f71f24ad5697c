/** Accounts: sign-in, registration and sign-out, the member's own profile, and the admins' users (docs/product.md#accounts-api, docs/product.md#users). */
import {
  authResponseSchema,
  changeEmailRequestSchema,
  cancelEmailChangeRequestSchema,
  changePasswordRequestSchema,
  closeAccountRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  passwordChangedResponseSchema,
  passwordMessageSchema,
  resetPasswordRequestSchema,
  logoutAllResponseSchema,
  registerRequestSchema,
  setupStatusSchema,
} from '../auth';
import { roleChangeSchema } from '../community';
import { defineRoute } from '../http/route';
import { pagedList } from './paged-list';
import { dataExportSchema } from '../your-data';
import {
  invitationRequestSchema,
  updateProfileRequestSchema,
  userDirectoryEntrySchema,
  userListQuerySchema,
  userNotFoundMessage,
  userSchema,
} from '../users';
import { idParamsSchema } from './params';

/** Registration and sign-in are limited per address and per account, counted in the service. */
const signInLimit = { rateLimit: { policy: 'sign-in' } } as const;

export const authRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    summary:
      'Create an account and sign in (the first account becomes Super-Admin; in production only with the setup code from the server log)',
    tag: 'Accounts',
    access: 'anyone',
    refusals: { 409: 'An account already uses this e-mail address' },
    body: registerRequestSchema,
    response: authResponseSchema,
    status: 201,
    ...signInLimit,
  }),
  /** The register screen asks whether to offer the setup-code field. */
  setup: defineRoute({
    method: 'GET',
    path: '/api/auth/setup',
    summary: "Whether registering the first admin needs the setup code from the server's log",
    tag: 'Accounts',
    access: 'anyone',
    response: setupStatusSchema,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with e-mail and password',
    tag: 'Accounts',
    access: 'anyone',
    refusals: { 401: 'The e-mail address or the password is wrong' },
    body: loginRequestSchema,
    response: authResponseSchema,
    ...signInLimit,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    summary: "End this device's session",
    tag: 'Accounts',
    access: 'member',
    response: null,
    status: 204,
  }),
  /** Takes no body: whatever is sent is ignored. */
  logoutAll: defineRoute({
    method: 'POST',
    path: '/api/auth/logout-all',
    summary: 'End every session of the member, on every device',
    tag: 'Accounts',
    access: 'member',
    response: logoutAllResponseSchema,
  }),
};

/**
 * Forgetting and changing a password (docs/security.md#password-reset). Asking for a link and
 * using one are limited per address and per account, counted in the service as sign-in is.
 */
export const passwordRoutes = {
  forgot: defineRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Mail a link to choose a new password (the same answer for any address)',
    tag: 'Accounts',
    access: 'anyone',
    body: forgotPasswordRequestSchema,
    response: passwordMessageSchema,
    status: 202,
    ...signInLimit,
  }),
  reset: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: "Choose a new password with a mailed link's token; every session ends",
    tag: 'Accounts',
    access: 'anyone',
    body: resetPasswordRequestSchema,
    response: passwordMessageSchema,
    ...signInLimit,
  }),
  change: defineRoute({
    method: 'PUT',
    path: '/api/profile/password',
    summary: 'Change your own password; other devices are signed out, this one gets a new token',
    tag: 'Accounts',
    access: 'member',
    body: changePasswordRequestSchema,
    response: passwordChangedResponseSchema,
    ...signInLimit,
  }),
  /** Staff help a member back in without ever seeing or setting the password. */
  sendLink: defineRoute({
    method: 'POST',
    path: '/api/users/:id/password-reset',
    summary: 'Mail a member a link to choose a new password (Super-Admin; the link is never shown)',
    tag: 'Users',
    access: 'super-admin',
    params: idParamsSchema,
    notFoundMessage: userNotFoundMessage,
    response: passwordMessageSchema,
    status: 202,
    ...signInLimit,
  }),
};

export const profileRoutes = {
  me: defineRoute({
    method: 'GET',
    path: '/api/profile/me',
    summary: 'The signed-in account',
    tag: 'Accounts',
    access: 'member',
    response: userSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/profile/me',
    summary: 'Change your own name and picture',
    tag: 'Accounts',
    access: 'member',
    body: updateProfileRequestSchema,
    response: userSchema,
  }),
  /** The member's right to their data: everything stored about them, as one JSON file. */
  exportData: defineRoute({
    method: 'GET',
    path: '/api/profile/export',
    summary: 'Everything stored about you, as one JSON file',
    tag: 'Accounts',
    access: 'member',
    response: dataExportSchema,
  }),
};

/**
 * Closing the account and changing its address (docs/security.md#closing-an-account,
 * docs/security.md#changing-the-e-mail-address). Each asks for the password, so each is limited
 * per account as a sign-in is, counted in the service.
 */
export const accountRoutes = {
  close: defineRoute({
    method: 'DELETE',
    path: '/api/profile/me',
    summary:
      'Close your account: profile and sign-in removed, every session ended (the password is asked again)',
    tag: 'Accounts',
    access: 'member',
    refusals: { 409: 'The last Super-Admin cannot close the account' },
    body: closeAccountRequestSchema,
    response: passwordMessageSchema,
    ...signInLimit,
  }),
  changeEmail: defineRoute({
    method: 'PUT',
    path: '/api/profile/email',
    summary: 'Ask to change your e-mail address: a confirmation link goes to the new one',
    tag: 'Accounts',
    access: 'member',
    refusals: { 409: 'An account already uses the new address' },
    body: changeEmailRequestSchema,
    response: passwordMessageSchema,
    status: 202,
    ...signInLimit,
  }),
  /** Anyone holding the link: it may be opened on a device where the member is not signed in. */
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/api/profile/email/confirm',
    summary: "Confirm a new e-mail address with the mailed link's token",
    tag: 'Accounts',
    access: 'anyone',
    refusals: { 409: 'An account already uses the new address' },
    body: confirmEmailRequestSchema,
    response: passwordMessageSchema,
    ...signInLimit,
  }),
  /** Anyone holding the link mailed to the old address, which may be read on another device. */
  cancelEmailChange: defineRoute({
    method: 'POST',
    path: '/api/profile/email/cancel',
    summary: 'Cancel a change of e-mail address with the token mailed to the old address',
    tag: 'Accounts',
    access: 'anyone',
    body: cancelEmailChangeRequestSchema,
    response: passwordMessageSchema,
    ...signInLimit,
  }),
};

export const userRoutes = {
  /** Members see names, pictures and presence to start a chat; admins also see e-mail addresses. */
  list: pagedList({
    path: '/api/users',
    summary: 'The accounts in name order, a page at a time, with who is in the chat now',
    tag: 'Users',
    access: 'member',
    query: userListQuerySchema,
    item: userDirectoryEntrySchema,
  }),
  changeRole: defineRoute({
    method: 'PUT',
    path: '/api/users/:id/role',
    summary: "Change a member's role (never to or from Super-Admin)",
    tag: 'Users',
    access: 'admin',
    refusals: { 403: 'Not a change this admin may make (a Super-Admin, or their own role)' },
    params: idParamsSchema,
    notFoundMessage: userNotFoundMessage,
    body: roleChangeSchema,
    response: userSchema,
  }),
};

/**
 * Inviting someone to register (docs/product.md#users): admins, a few a minute each, and a few
 * a day to one address (counted in the service), so nobody can flood an inbox.
 */
export const invitationRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/api/users/invitations',
    summary: 'Mail someone a link to the Register page, their address filled in (e-mail only)',
    tag: 'Users',
    access: 'admin',
    refusals: { 409: 'An account already uses this e-mail address' },
    body: invitationRequestSchema,
    response: passwordMessageSchema,
    status: 202,
    rateLimit: { policy: 'member-application', bucket: 'invitation' },
  }),
};
