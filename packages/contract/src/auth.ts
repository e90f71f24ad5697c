/** Sign-in and registration. */
import { z } from 'zod';
import { emailSchema } from './common';
import { fullNameSchema, userSchema } from './users';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is never a denial of service. */
export const PASSWORD_MAX_LENGTH = 256;

export const registerRequestSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, {
      error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    })
    .max(PASSWORD_MAX_LENGTH, {
      error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    }),
  /**
   * Beyond the original API: the one-time code a production server prints in its log while it
   * has no admin (docs/configuration.md#the-first-account). With it the account is Super-Admin.
   */
  setupCode: z
    .string()
    .trim()
    .max(100, { error: 'That setup code is not right' })
    .optional()
    .transform((code) => code || undefined),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH, {
      error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    }),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * `GET /api/auth/setup` (beyond the original API): whether a registration needs the setup code
 * from the server's log to make the install's first admin.
 */
export const setupStatusSchema = z.object({ setupCodeRequired: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/**
 * `POST /api/auth/logout-all` (beyond the original API): ends every session of the member,
 * on every device, this one included. It takes no body; the answer says what happened.
 */
export const logoutAllResponseSchema = z.object({ message: z.string() });
export type LogoutAllResponse = z.infer<typeof logoutAllResponseSchema>;

export { authMessages } from './auth-messages';

/** The rules a new password follows wherever it is chosen: registration, reset and change. */
export const newPasswordSchema = registerRequestSchema.shape.password;

/** `POST /api/auth/forgot-password`: the same answer whether or not the address has an account. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** `POST /api/auth/reset-password`: the token from the mailed link and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'The reset link is incomplete' })
    .min(1, { error: 'The reset link is incomplete' })
    .max(200, { error: 'The reset link is incomplete' }),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** `PUT /api/profile/password`: the member proves the current password to choose a new one. */
export const changePasswordRequestSchema = z.object({
  currentPassword: loginRequestSchema.shape.password,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** What the password routes answer: a sentence to show (and, after a change, a new session). */
export const passwordMessageSchema = z.object({ message: z.string() });
export type PasswordMessage = z.infer<typeof passwordMessageSchema>;
export const passwordChangedResponseSchema = z.object({ message: z.string(), token: z.string() });
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponseSchema>;

/** `DELETE /api/profile/me`: closing the account asks for the password once more. */
export const closeAccountRequestSchema = z.object({ password: loginRequestSchema.shape.password });
export type CloseAccountRequest = z.input<typeof closeAccountRequestSchema>;

/** `PUT /api/profile/email`: the new address gets a link; the password proves it is the owner. */
export const changeEmailRequestSchema = z.object({
  newEmail: emailSchema,
  password: loginRequestSchema.shape.password,
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** `POST /api/profile/email/confirm`: the token from the link mailed to the new address. */
export const confirmEmailRequestSchema = z.object({
  token: z
    .string({ error: 'The confirmation link is incomplete' })
    .min(1, { error: 'The confirmation link is incomplete' })
    .max(200, { error: 'The confirmation link is incomplete' }),
});
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequestSchema>;

/** `POST /api/profile/email/cancel`: the token from the link mailed to the old address. */
export const cancelEmailChangeRequestSchema = z.object({
  token: z
    .string({ error: 'The cancel link is incomplete' })
    .min(1, { error: 'The cancel link is incomplete' })
    .max(200, { error: 'The cancel link is incomplete' }),
});
export type CancelEmailChangeRequest = z.input<typeof cancelEmailChangeRequestSchema>;
