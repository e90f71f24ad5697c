/**
 * Turns a bearer token into the signed-in user. Every request re-reads the user and the
 * revocation list in one query, so a role change, a deleted account or a sign-out elsewhere
 * takes effect on the very next request.
 */
import { authMessages, type Role } from '@torch/contract';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { revokedTokens, users } from '../db/schema';
import { AppError } from '../http/app-error';
import type { TokenService } from './tokens';

export interface Viewer {
  id: string;
  fullName: string;
  email: string;
  avatarUrl: string | null;
  role: Role;
  createdAt: Date;
  tokenId: string;
  tokenExpiresAt: Date;
}

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/;

export class SessionService {
  private readonly lookup;

  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
  ) {
    this.lookup = db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        avatarUrl: users.avatarUrl,
        role: users.role,
        createdAt: users.createdAt,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('tokenId')})`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('session_lookup');
  }

  /** The signed-in user for an Authorization header, or a 401 naming why not. */
  async authenticate(authorization: string | undefined): Promise<Viewer> {
    if (!authorization) throw new AppError(401, authMessages.signInRequired);
    const match = BEARER.exec(authorization);
    const claims = match ? await this.tokens.verify(match[1]!) : null;
    if (!claims) throw new AppError(401, authMessages.sessionExpired);
    const [row] = await this.lookup.execute({ userId: claims.userId, tokenId: claims.tokenId });
    if (!row || row.revoked) throw new AppError(401, authMessages.sessionExpired);
    const { revoked: _revoked, ...user } = row;
    return { ...user, tokenId: claims.tokenId, tokenExpiresAt: claims.expiresAt };
  }

  /** Signs a token out for good, on every instance (the list lives in the database). */
  async revoke(viewer: Viewer): Promise<void> {
    await this.db
      .insert(revokedTokens)
      .values({ jti: viewer.tokenId, userId: viewer.id, expiresAt: viewer.tokenExpiresAt })
      .onConflictDoNothing();
  }

  /** Revocations of tokens that have expired anyway are dead weight. */
  async sweepExpiredRevocations(now = new Date()): Promise<void> {
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  }
}
