/**
 * A member closes their own account (docs/security.md#closing-an-account). In one transaction:
 * their chat messages become a former member's, their prayer requests lose what pointed back
 * to them, their event registrations go (a confirmed place passing to the waitlist), and the
 * account row goes; the foreign keys do the rest (tokens, reactions, read marks, notification
 * choices, push devices and volunteer applications go with it; prayer requests, testimonies,
 * campus proposals, gifts and chat messages stay without the link). Then every session ends and their sockets
 * close, on every instance.
 */
import {
  authMessages,
  FORMER_MEMBER_NAME,
  type CloseAccountRequest,
  type PasswordMessage,
} from '@torch/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { chatMessages, prayerRequests, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { accountClosedMail } from '../mail/templates';
import type { Viewer } from '../../auth/sessions';
import { provePassword, type AccountServiceDeps } from './proofs';

const MINUTE = 60_000;

/** What another area removes of a closing account, inside the closing transaction. */
export type ClosingStep = (tx: Transaction, userId: string) => Promise<void>;

export class AccountClosure {
  private readonly steps: ClosingStep[] = [];

  constructor(private readonly deps: AccountServiceDeps) {}

  /** Areas registered after the accounts (event registrations) add what they remove. */
  alsoRemove(step: ClosingStep): void {
    this.steps.push(step);
  }

  async close(viewer: Viewer, input: CloseAccountRequest): Promise<PasswordMessage> {
    // The password is asked again: guessing it here is limited as guessing it at sign-in is.
    const { db, users: accounts, sessions, mail, limiter, limits } = this.deps;
    await limiter.consume([
      { key: `close-account:${viewer.id}`, limit: limits.perAccount, windowMs: MINUTE },
    ]);
    const user = await provePassword(accounts, viewer, input.password);
    await db.transaction(async (tx) => {
      if (user.role === 'Super-Admin') {
        // Every Super-Admin row locked in one order: two closing at once are taken in turn,
        // so the second sees the first gone and the site never ends up with nobody to run it.
        const superAdmins = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'Super-Admin'))
          .orderBy(asc(users.id))
          .for('update');
        if (!superAdmins.some((row) => row.id !== user.id))
          throw new AppError(409, authMessages.lastSuperAdmin);
      }
      // Names and pictures are copied into each message when it is sent, so they are replaced
      // here, quotes of the member's messages in replies included.
      const theirMessages = tx
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.authorId, user.id));
      await tx
        .update(chatMessages)
        .set({ replyToAuthorName: FORMER_MEMBER_NAME })
        .where(inArray(chatMessages.replyToMessageId, theirMessages));
      await tx
        .update(chatMessages)
        .set({ authorName: FORMER_MEMBER_NAME, authorAvatar: null })
        .where(eq(chatMessages.authorId, user.id));
      // The request and the name it was sent under stay on the wall; the picture (the member's
      // profile picture) and the address for replies were theirs.
      await tx
        .update(prayerRequests)
        .set({ avatarUrl: null, email: null })
        .where(eq(prayerRequests.userId, user.id));
      for (const step of this.steps) await step(tx, user.id);
      await tx.delete(users).where(eq(users.id, user.id));
      await mail.enqueue(user.email, accountClosedMail({ fullName: user.fullName }), tx);
    });
    mail.kick();
    await sessions.endAll(user.id);
    return { message: authMessages.accountClosed };
  }
}
