/**
 * What the account routes share: a mailed link's token (random; only its SHA-256 is stored,
 * docs/security.md#password-reset) and the member proving their password once more before a
 * change to the account itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import { authMessages } from '@torch/contract';
import { verifyPassword } from '../../auth/passwords';
import type { SessionService, Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { MailQueue } from '../mail/service';
import type { UserService } from '../users/service';
import type { AuthLimits } from './service';

/** What the services that change an account itself (its address, its closing) work with. */
export interface AccountServiceDeps {
  db: Database;
  users: UserService;
  sessions: SessionService;
  mail: MailQueue;
  limiter: RateLimiter;
  limits: AuthLimits;
  publicUrl: string;
  now: () => Date;
}

/** A mailed link works for an hour. */
export const LINK_TOKEN_TTL_MS = 60 * 60_000;

export const hashOfLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token for a mailed link, and the hash that is all the database keeps of it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOfLinkToken(token) };
}

/** The signed-in member's own account, once they have typed its password again; a 400 if not. */
export async function provePassword(
  users: Pick<UserService, 'findById'>,
  viewer: Viewer,
  password: string,
): Promise<UserRow> {
  const user = await users.findById(viewer.id);
  if (!user || !(await verifyPassword(user.passwordHash, password)))
    throw new AppError(400, authMessages.wrongCurrentPassword);
  return user;
}
