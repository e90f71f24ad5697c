/**
 * Forgetting and changing a password (docs/security.md#password-reset). A reset link carries a
 * random token; only its SHA-256 is stored, it works once and for an hour. Setting a password
 * either way ends the account's other sessions (decision 017), spends a change of address still
 * waiting, and mails the owner a notice.
 */
import {
  authMessages,
  type ChangePasswordRequest,
  type PasswordChangedResponse,
  type PasswordMessage,
  type ResetPasswordRequest,
  userNotFoundMessage,
} from '@torch/contract';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../auth/passwords';
import type { SessionService, Viewer } from '../../auth/sessions';
import type { TokenService } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { passwordResetTokens, users, type UserRow } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { MailQueue } from '../mail/service';
import { passwordChangedMail, passwordResetMail } from '../mail/templates';
import type { UserService } from '../users/service';
import { spendEmailChanges } from './email-change';
import { hashOfLinkToken, LINK_TOKEN_TTL_MS, newLinkToken, provePassword } from './proofs';
import type { AuthLimits } from './service';

export const RESET_TOKEN_TTL_MS = LINK_TOKEN_TTL_MS;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long shutdown waits for reset links still being written. */
const SETTLE_LIMIT_MS = 5_000;

/** Links an address may be sent in an hour, whoever asks: nobody can flood an inbox. */
const linksPerAddress = (email: string) => ({
  key: `forgot:account:${email}`,
  limit: 5,
  windowMs: HOUR,
});

export class PasswordService {
  constructor(
    private readonly db: Database,
    private readonly usersService: UserService,
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly mail: MailQueue,
    private readonly limiter: RateLimiter,
    private readonly limits: AuthLimits,
    private readonly publicUrl: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  private readonly inFlight = new Set<Promise<void>>();

  /**
   * Always the same answer, after the same work: the limits are counted and the answer goes;
   * only then is the address looked up and a link written and mailed (for an unknown address a
   * token row that names no one, and no mail). So neither the answer nor its timing tells whether
   * an account exists (docs/security.md#password-reset).
   */
  async forgot(
    email: string,
    ip: string,
    whenAnswered: (work: () => void) => void,
  ): Promise<PasswordMessage> {
    // Per address, and per account: a stranger cannot flood someone's inbox with links.
    await this.limiter.consume([
      { key: `forgot:ip:${ip}`, limit: this.limits.perIp, windowMs: MINUTE },
      linksPerAddress(email),
    ]);
    // Resolved by the answer going out (more than once is harmless).
    let issued!: () => void;
    const running = new Promise<void>((resolve) => {
      issued = resolve;
    })
      .then(async () => this.issueLink(await this.usersService.findByEmail(email)))
      .catch((error: unknown) => this.log.error({ err: error }, 'could not issue a reset link'))
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
    whenAnswered(issued);
    return { message: authMessages.resetLinkSent };
  }

  /**
   * Resolves once every link asked for so far is written (and its mail queued), or after
   * `limitMs` at most: a link that cannot be written in time must not hold up shutdown.
   */
  async settled(limitMs = SETTLE_LIMIT_MS): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, limitMs);
      timer.unref();
    });
    await Promise.race([Promise.all([...this.inFlight]), limit]);
    clearTimeout(timer);
  }

  /**
   * A Super-Admin helping a member back in: the same link as "Forgot password?", mailed to the
   * member's own address; the sender never sees it, and cannot flood the member's inbox either.
   */
  async sendLinkFor(userId: string): Promise<PasswordMessage> {
    const user = await this.usersService.findById(userId);
    if (!user) throw notFound(userNotFoundMessage);
    await this.limiter.consume([linksPerAddress(user.email)]);
    await this.issueLink(user);
    return { message: authMessages.resetLinkSentByStaff };
  }

  /**
   * Writes a link's token (its hash) and queues the mail that carries it, in one transaction. With
   * no account the row names no one and no mail goes (see `forgot`).
   */
  private async issueLink(user: Pick<UserRow, 'id' | 'email' | 'fullName'> | undefined) {
    const { token, tokenHash } = newLinkToken();
    const now = this.now();
    await this.db.transaction(async (tx) => {
      // Links nobody used any more are dead weight (and a link is only worth an hour).
      await tx.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
      await tx.insert(passwordResetTokens).values({
        tokenHash,
        userId: user?.id ?? null,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
      if (user)
        await this.mail.enqueue(
          user.email,
          passwordResetMail({
            fullName: user.fullName,
            link: `${this.publicUrl}/#/reset-password?token=${encodeURIComponent(token)}`,
          }),
          tx,
        );
    });
    if (user) this.mail.kick();
  }

  /** Uses a link's token once: the password changes and every session of the account ends. */
  async reset(input: ResetPasswordRequest, ip: string): Promise<PasswordMessage> {
    await this.limiter.consume([
      { key: `reset:ip:${ip}`, limit: this.limits.perIp, windowMs: MINUTE },
    ]);
    // Hashed before the transaction, so the row lock is held for milliseconds.
    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    const user = await this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashOfLinkToken(input.token)),
            isNull(passwordResetTokens.usedAt),
            isNotNull(passwordResetTokens.userId),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!used?.userId) return undefined;
      // Any other link still out for this account is spent too: the password it would reset
      // is no longer the one that was forgotten.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)),
        );
      // A change of address asked for by whoever knew the old password dies with it.
      await spendEmailChanges(tx, used.userId, now);
      // The link reached the address: from now on it is proven to be the member's.
      const [changed] = await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: now, updatedAt: sql`now()` })
        .where(eq(users.id, used.userId))
        .returning();
      if (changed) await this.mail.enqueue(changed.email, this.changedNotice(changed.fullName), tx);
      return changed;
    });
    if (!user) throw new AppError(400, authMessages.resetLinkInvalid);
    this.mail.kick();
    await this.sessions.revokeAll(user.id);
    return { message: authMessages.passwordReset };
  }

  /** The member keeps this session (a new token) and every other one ends. */
  async change(viewer: Viewer, input: ChangePasswordRequest): Promise<PasswordChangedResponse> {
    await this.limiter.consume([
      { key: `password-change:${viewer.id}`, limit: this.limits.perAccount, windowMs: MINUTE },
    ]);
    const user = await provePassword(this.usersService, viewer, input.currentPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: this.now() })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await spendEmailChanges(tx, user.id, this.now());
      await this.mail.enqueue(user.email, this.changedNotice(user.fullName), tx);
    });
    this.mail.kick();
    await this.sessions.revokeAll(user.id);
    const [fresh] = await this.db
      .select({ generation: users.sessionGeneration })
      .from(users)
      .where(eq(users.id, user.id));
    const { token } = await this.tokens.issue(user.id, fresh?.generation ?? 0);
    return { message: authMessages.passwordChanged, token };
  }

  private changedNotice(fullName: string) {
    return passwordChangedMail({ fullName, signInUrl: `${this.publicUrl}/#/login` });
  }
}
