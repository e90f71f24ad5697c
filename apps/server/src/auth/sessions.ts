/**
 * Turns a bearer token into the signed-in user: verify the token, then read the user and the
 * revocation list in one query. The answer is kept for a few seconds in the session cache, and
 * every change to an account or a session through the app drops it at once, so a role change,
 * a sign-out or a removed account takes effect on the very next request, on every instance.
 */
import { authMessages, type Role } from '@torch/contract';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { revokedTokens, users } from '../db/schema';
import { AppError } from '../http/app-error';
import type { SessionCache } from './session-cache';
import type { TokenService } from './tokens';

/** Sessions that just ended: one token's, or (tokenId null) every token of the account. */
export interface EndedSessions {
  userId: string;
  tokenId: string | null;
}

export interface Viewer {
  id: string;
  fullName: string;
  email: string;
  avatarUrl: string | null;
  role: Role;
  createdAt: Date;
  tokenId: string;
  tokenExpiresAt: Date;
  /** The account's session generation the token was issued in (docs/security.md#sessions). */
  tokenGeneration: number;
}

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/;

export class SessionService {
  private readonly lookup;
  private readonly revokeListeners: ((ended: EndedSessions) => Promise<void> | void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly cache: SessionCache,
  ) {
    this.lookup = db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        avatarUrl: users.avatarUrl,
        role: users.role,
        createdAt: users.createdAt,
        sessionGeneration: users.sessionGeneration,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('tokenId')})`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('session_lookup');
  }

  /** The signed-in user for an Authorization header, or a 401 naming why not. */
  async authenticate(authorization: string | undefined): Promise<Viewer> {
    if (!authorization) throw new AppError(401, authMessages.signInRequired);
    const token = BEARER.exec(authorization)?.[1];
    if (!token) throw new AppError(401, authMessages.sessionExpired);
    const cached = this.cache.get(token);
    if (cached) return cached;
    const claims = await this.tokens.verify(token);
    if (!claims) throw new AppError(401, authMessages.sessionExpired);
    const [row] = await this.lookup.execute({ userId: claims.userId, tokenId: claims.tokenId });
    if (!row || row.revoked || claims.generation < row.sessionGeneration)
      throw new AppError(401, authMessages.sessionExpired);
    const { revoked: _revoked, sessionGeneration: _generation, ...user } = row;
    const viewer = {
      ...user,
      tokenId: claims.tokenId,
      tokenExpiresAt: claims.expiresAt,
      tokenGeneration: claims.generation,
    };
    this.cache.set(token, viewer);
    return viewer;
  }

  /** An account changed (role, name, removal): its cached sessions must be read afresh. */
  forgetUser(userId: string): Promise<void> {
    return this.cache.invalidate({ userId });
  }

  /** Signs a token out for good, on every instance (the list lives in the database). */
  async revoke(viewer: Viewer): Promise<void> {
    await this.db
      .insert(revokedTokens)
      .values({ jti: viewer.tokenId, userId: viewer.id, expiresAt: viewer.tokenExpiresAt })
      .onConflictDoNothing();
    await this.cache.invalidate({ tokenId: viewer.tokenId });
    await this.announce({ userId: viewer.id, tokenId: viewer.tokenId });
  }

  /**
   * Signs out every token of the account, on every instance, the caller's own included:
   * raising the generation refuses every token issued before, with no list of tokens to keep.
   */
  async revokeAll(userId: string): Promise<void> {
    await this.db
      .update(users)
      .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
      .where(eq(users.id, userId));
    await this.endAll(userId);
  }

  /**
   * Every session of the account has ended (its generation raised, or the account removed):
   * cached ones are forgotten and live connections closed, on every instance.
   */
  async endAll(userId: string): Promise<void> {
    await this.cache.invalidate({ userId });
    await this.announce({ userId, tokenId: null });
  }

  private async announce(ended: EndedSessions): Promise<void> {
    for (const listener of this.revokeListeners) await listener(ended);
  }

  /** Told after tokens are revoked: live connections made with them are closed. */
  onRevoke(listener: (ended: EndedSessions) => Promise<void> | void): void {
    this.revokeListeners.push(listener);
  }

  /** Revocations of tokens that have expired anyway are dead weight. */
  async sweepExpiredRevocations(now = new Date()): Promise<void> {
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  }
}
