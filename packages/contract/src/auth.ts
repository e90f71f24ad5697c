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
 * `POST /api/auth/logout-all` (beyond the original API): ends every session of the member,
 * on every device, this one included. It takes no body; the answer says what happened.
 */
export const logoutAllResponseSchema = z.object({ message: z.string() });
export type LogoutAllResponse = z.infer<typeof logoutAllResponseSchema>;

export { authMessages } from './auth-messages';
