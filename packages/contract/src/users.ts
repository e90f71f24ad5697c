/** Accounts as the API shows them, and what a member may change on their own profile. */
import { z } from 'zod';
import { chatMemberSchema } from './chat';
import { emailSchema, requiredText, safeUrlSchema } from './common';
import { pageQuerySchema, searchTextSchema } from './http/page';
import { roles } from './roles';

export { roles, isAdminRole, type Role } from './roles';
export const roleSchema = z.enum(roles);

/** A user answers with both `id` (the original API) and `_id` (the entity convention). */
export const userSchema = z.object({
  id: z.string(),
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const fullNameSchema = requiredText('Full name', 100);

export const updateProfileRequestSchema = z.object({
  fullName: fullNameSchema,
  /** Omitted keeps the current picture; null or '' removes it. */
  avatarUrl: z.union([safeUrlSchema, z.literal(''), z.null()]).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const userNotFoundMessage = 'User not found';

/**
 * One account in `GET /api/users`: what the chat's directory shows (name, picture, presence),
 * and the e-mail address too when an admin asks.
 */
export const userDirectoryEntrySchema = chatMemberSchema.extend({ email: z.string().optional() });
export type UserDirectoryEntry = z.infer<typeof userDirectoryEntrySchema>;

/**
 * `GET /api/users`'s query, one page at a time (docs/decisions/028-lists-page.md): `q` matches any
 * part of a name (and, for admins only, of an e-mail address); `role` narrows the admins' list
 * and is ignored for members, who never see roles used as a filter (docs/product.md#users).
 */
export const userListQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema,
  role: roleSchema.optional(),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/**
 * An admin invites someone by e-mail (docs/product.md#users): a mail with a link to the Register
 * page, the address (and the name, when given) filled in. E-mail only: the app sends no text
 * messages, so there is no phone number to invite.
 */
export const invitationRequestSchema = z.object({
  email: emailSchema,
  /** Greets them in the mail and fills the Register page's name; optional. */
  fullName: z
    .string()
    .trim()
    .max(100, { error: 'Full name must be at most 100 characters' })
    .optional()
    .transform((name) => name || undefined),
});
export type InvitationRequest = z.input<typeof invitationRequestSchema>;
