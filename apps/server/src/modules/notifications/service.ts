/**
 * Sending notifications (docs/notifications.md). A change that causes one runs in
 * `notifier.transaction`: its mail is queued in the same transaction (docs/decisions/029-mail-
 * queue.md), so a rolled-back change mails nothing, and its push goes out after the commit.
 */
import {
  notificationKinds,
  offersChannel,
  type NotificationChannel,
  type PushPayload,
} from '@torch/contract';
import type { FastifyBaseLogger } from 'fastify';
import { canEnterRoom } from '../../auth/policies';
import type { Database, Transaction } from '../../db/client';
import type { ChatNotices } from '../chat/message-sender';
import type { MailQueue } from '../mail/service';
import { render, withHeaders, type MailDraft } from '../mail/templates';
import type { Executor, NotificationPreferences, Recipient } from './preferences';
import type { PushService } from './push';
import { notices, type Notice } from './templates';
import type { UnsubscribeTokens } from './unsubscribe-token';

export interface Notify {
  /**
   * Tells one member, on the channels they allow (of `only`, when given). A notice about a chat
   * room names it: a member who may not enter the room now (an admin since demoted, for the
   * admin room) is told nothing.
   */
  member: (
    userId: string,
    notice: Notice,
    only?: NotificationChannel,
    roomId?: string,
  ) => Promise<void>;
  /** Mails every admin who opted in to the notice's kind. */
  admins: (notice: Notice) => Promise<void>;
}

/** Where the unsubscribe link and the one-click POST of RFC 8058 go. */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

export class Notifier {
  constructor(
    private readonly db: Database,
    private readonly preferences: NotificationPreferences,
    private readonly mail: MailQueue,
    private readonly push: PushService,
    private readonly tokens: UnsubscribeTokens,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs `work` in a transaction with a `notify` that mails within it and pushes after it. */
  async transaction<T>(work: (tx: Transaction, notify: Notify) => Promise<T>): Promise<T> {
    const pushes: Array<{ userId: string; payload: Omit<PushPayload, 'to'> }> = [];
    let mailed = false;
    const result = await this.db.transaction(async (tx) => {
      const notify: Notify = {
        member: async (userId, notice, only, roomId) => {
          const recipient = await this.preferences.recipient(tx, userId, notice.kind);
          if (!recipient) return;
          if (roomId !== undefined && !canEnterRoom({ id: userId, role: recipient.role }, roomId))
            return;
          if (only !== 'push' && recipient.wantsEmail && offersChannel(notice.kind, 'email')) {
            await this.mailTo(tx, recipient, notice);
            mailed = true;
          }
          if (only !== 'email' && recipient.wantsPush && offersChannel(notice.kind, 'push'))
            pushes.push({ userId, payload: pushPayload(notice) });
        },
        admins: async (notice) => {
          for (const admin of await this.preferences.optedInAdmins(tx, notice.kind)) {
            await this.mailTo(tx, admin, notice);
            mailed = true;
          }
        },
      };
      return work(tx, notify);
    });
    if (mailed) this.mail.kick();
    for (const { userId, payload } of pushes)
      void this.push.sendToMember(userId, payload).catch((error: unknown) => {
        this.log.warn({ err: error }, 'Push notifications could not be read');
      });
    return result;
  }

  /**
   * What chat tells, one push a member at most: to the other member of a private conversation,
   * to the author replied to, and to the members mentioned.
   */
  readonly chatNotices: ChatNotices = {
    messageSent: (message) => {
      const { authorName: fromName, text, roomId } = message;
      const told = new Set([message.authorId]);
      const tell = (userId: string | null, notice: Notice) => {
        if (!userId || told.has(userId)) return;
        told.add(userId);
        this.pushOnly(userId, notice, roomId);
      };
      tell(message.recipientId, notices.privateMessage({ fromName, text }));
      tell(message.repliedToId, notices.chatReply({ fromName, text }));
      for (const userId of message.mentionedIds)
        tell(userId, notices.chatMention({ fromName, text }));
    },
  };

  /** A push alone, after a commit that already happened; nothing waits for it. */
  private pushOnly(userId: string, notice: Notice, roomId: string): void {
    void this.transaction((_tx, notify) => notify.member(userId, notice, 'push', roomId)).catch(
      (error: unknown) => this.log.warn({ err: error }, 'A push could not be prepared'),
    );
  }

  private async mailTo(executor: Executor & Transaction, recipient: Recipient, notice: Notice) {
    await this.mail.enqueue(recipient.email, this.mailContent(recipient, notice), executor);
  }

  private mailContent(recipient: Recipient, notice: Notice): MailDraft {
    const unsubscribeUrl = `${this.publicUrl}${UNSUBSCRIBE_PATH}?token=${this.tokens.sign(recipient.userId, notice.kind)}`;
    const { label } = notificationKinds[notice.kind];
    return withHeaders(
      render({
        subject: notice.subject,
        greeting: `Hello ${recipient.fullName},`,
        paragraphs: notice.paragraphs,
        action: {
          label: notice.actionLabel,
          url: `${this.publicUrl}/${notice.page.replace(/^\//, '')}`,
        },
        footnote: `You receive this because "${label}" e-mails are on for your account. You can change this on your profile page.`,
        footerLink: { label: `Stop "${label}" e-mails`, url: unsubscribeUrl },
      }),
      // One-click unsubscribe (RFC 8058): the mail program POSTs to the link, no page to visit.
      {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    );
  }
}

function pushPayload(notice: Notice): Omit<PushPayload, 'to'> {
  return {
    title: notice.push?.title ?? notice.subject,
    body: notice.push?.body ?? notice.paragraphs[0] ?? '',
    url: notice.page,
    tag: notice.kind,
  };
}
