/**
 * Changing the account's address (docs/security.md#changing-the-e-mail-address): the member
 * proves the password, the new address is mailed a link (a random token; only its hash is kept,
 * single use, one hour), and the address changes only when the link is followed. The current
 * address is told at once, with a link that cancels the change; once it is made, reset links
 * still out to the old address stop working. A new password or signing out everywhere spends
 * any change still waiting (`spendEmailChanges`).
 */
import {
  authMessages,
  type CancelEmailChangeRequest,
  type ChangeEmailRequest,
  type ConfirmEmailRequest,
  type PasswordMessage,
} from '@torch/contract';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { emailChangeTokens, passwordResetTokens, users } from '../../db/schema';
import { AppError, badRequest } from '../../http/app-error';
import { emailChangedMail, emailChangeMail, emailChangeRequestedMail } from '../mail/templates';
import type { Viewer } from '../../auth/sessions';
import {
  hashOfLinkToken,
  LINK_TOKEN_TTL_MS,
  newLinkToken,
  provePassword,
  type AccountServiceDeps,
} from './proofs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const taken = () => new AppError(409, authMessages.emailTaken, 'newEmail');

/**
 * Every change of address still waiting for the account is spent: whoever asked for it may be
 * the one the owner is locking out (a new password, a reset, signing out everywhere).
 */
export async function spendEmailChanges(
  executor: Pick<Database, 'update'>,
  userId: string,
  now: Date,
) {
  await executor
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
}

export class EmailChange {
  constructor(private readonly deps: AccountServiceDeps) {}

  async request(viewer: Viewer, input: ChangeEmailRequest): Promise<PasswordMessage> {
    const { db, users: accounts, mail, limiter, limits, publicUrl } = this.deps;
    const newEmail = input.newEmail.toLowerCase();
    // Password guesses are limited as at sign-in; links to one address as reset links are,
    // so nobody can flood a stranger's inbox.
    await limiter.consume([
      { key: `email-change:${viewer.id}`, limit: limits.perAccount, windowMs: MINUTE },
      { key: `email-change:address:${newEmail}`, limit: 5, windowMs: HOUR },
    ]);
    const user = await provePassword(accounts, viewer, input.password);
    if (newEmail === user.email.toLowerCase())
      throw badRequest(authMessages.emailUnchanged, 'newEmail');
    if (await accounts.findByEmail(newEmail)) throw taken();
    const { token, tokenHash } = newLinkToken();
    const cancel = newLinkToken();
    const now = this.deps.now();
    await db.transaction(async (tx) => {
      await tx.delete(emailChangeTokens).where(lt(emailChangeTokens.expiresAt, now));
      // Only the newest link counts: an earlier one may name an address the member mistyped.
      await spendEmailChanges(tx, user.id, now);
      await tx.insert(emailChangeTokens).values({
        tokenHash,
        cancelTokenHash: cancel.tokenHash,
        userId: user.id,
        newEmail,
        expiresAt: new Date(now.getTime() + LINK_TOKEN_TTL_MS),
      });
      await mail.enqueue(
        user.email,
        emailChangeRequestedMail({
          fullName: user.fullName,
          newEmail,
          cancelLink: `${publicUrl}/#/cancel-email-change?token=${encodeURIComponent(cancel.token)}`,
        }),
        tx,
      );
      await mail.enqueue(
        newEmail,
        emailChangeMail({
          fullName: user.fullName,
          link: `${publicUrl}/#/confirm-email?token=${encodeURIComponent(token)}`,
        }),
        tx,
      );
    });
    mail.kick();
    return { message: authMessages.emailChangeSent };
  }

  /** Uses a link's token once; the address is checked again, as it may have been taken since. */
  async confirm(input: ConfirmEmailRequest, ip: string): Promise<PasswordMessage> {
    const { db, mail, limiter, limits, sessions } = this.deps;
    await limiter.consume([
      { key: `email-confirm:ip:${ip}`, limit: limits.perIp, windowMs: MINUTE },
    ]);
    const now = this.deps.now();
    let userId: string | undefined;
    try {
      userId = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(emailChangeTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailChangeTokens.tokenHash, hashOfLinkToken(input.token)),
              isNull(emailChangeTokens.usedAt),
              gt(emailChangeTokens.expiresAt, now),
            ),
          )
          .returning();
        if (!used) return undefined;
        const [before] = await tx
          .select()
          .from(users)
          .where(eq(users.id, used.userId))
          .for('update');
        if (!before) return undefined;
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${used.newEmail}`, ne(users.id, used.userId)));
        if (other) throw taken();
        await tx
          .update(users)
          .set({ email: used.newEmail, emailVerifiedAt: now, updatedAt: sql`now()` })
          .where(eq(users.id, used.userId));
        // Reset links mailed to the old address would hand the account to whoever reads it.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)),
          );
        await mail.enqueue(
          before.email,
          emailChangedMail({ fullName: before.fullName, newEmail: used.newEmail }),
          tx,
        );
        return used.userId;
      });
    } catch (error) {
      // Taken by an account created in the same instant: the unique index decides.
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    if (!userId) throw new AppError(400, authMessages.emailChangeLinkInvalid);
    mail.kick();
    // Sessions remembered with the old address are read afresh.
    await sessions.forgetUser(userId);
    return { message: authMessages.emailChanged };
  }

  /**
   * The current address's link: every change still waiting for the account is spent, whichever
   * of its notices the link came in, for as long as that link's change would have lasted. Open to
   * anyone holding it, as the owner may read the mail signed out or on another device.
   */
  async cancel(input: CancelEmailChangeRequest, ip: string): Promise<PasswordMessage> {
    const { db, limiter, limits } = this.deps;
    await limiter.consume([
      { key: `email-confirm:ip:${ip}`, limit: limits.perIp, windowMs: MINUTE },
    ]);
    const now = this.deps.now();
    const cancelled = await db.transaction(async (tx) => {
      // Whether or not its own change is spent: asking again spends the earlier change, and the
      // first notice's link must still stop the one asked for after it.
      const [known] = await tx
        .select({ userId: emailChangeTokens.userId })
        .from(emailChangeTokens)
        .where(
          and(
            eq(emailChangeTokens.cancelTokenHash, hashOfLinkToken(input.token)),
            gt(emailChangeTokens.expiresAt, now),
          ),
        );
      if (known) await spendEmailChanges(tx, known.userId, now);
      return known !== undefined;
    });
    if (!cancelled) throw new AppError(400, authMessages.emailChangeCancelInvalid);
    return { message: authMessages.emailChangeCancelled };
  }
}
