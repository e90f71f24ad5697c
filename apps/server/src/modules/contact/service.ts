/** Messages sent through the contact form, kept for the staff to read in the admin Inbox. */
import {
  type ContactMessage,
  type contactMessageInputSchema,
  type contactMessageListQuerySchema,
  contactMessageNotFoundMessage,
  type ContactMessagePage,
} from '@torch/contract';
import { adminListLimits } from '@torch/contract';
import { count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { updateById } from '../../db/rows-by-id';
import { newestFirst } from '../../db/paging';
import { tablePage } from '../../db/table-page';
import { contactMessages } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { Notifier } from '../notifications/service';
import { notices } from '../notifications/templates';
import { removeRow } from '../editable-rows';

const newest = newestFirst(contactMessages);

export class ContactService {
  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async receive(input: z.output<typeof contactMessageInputSchema>): Promise<ContactMessage> {
    const row = await this.notifier.transaction(async (tx, notify) => {
      const [inserted] = await tx.insert(contactMessages).values(input).returning();
      await notify.admins(notices.newContactMessage({ name: input.name, subject: input.subject }));
      return inserted!;
    });
    return toContactMessageDto(row);
  }

  /** The newest page of the Inbox, of every message, read or not. */
  async listNewestFirst(): Promise<ContactMessage[]> {
    return (await this.listPage({ status: 'all', limit: adminListLimits.pageSize })).messages;
  }

  async listPage(
    query: z.output<typeof contactMessageListQuerySchema>,
  ): Promise<ContactMessagePage> {
    const readFilter =
      query.status === 'unread'
        ? isNull(contactMessages.readAt)
        : query.status === 'read'
          ? isNotNull(contactMessages.readAt)
          : undefined;
    const page = await tablePage(this.db, contactMessages, {
      query,
      ordering: newest,
      filter: readFilter,
      toItem: toContactMessageDto,
    });
    return { messages: page.items, total: page.total, nextCursor: page.nextCursor };
  }

  async unreadCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(contactMessages)
      .where(isNull(contactMessages.readAt));
    return row?.n ?? 0;
  }

  /**
   * Marking read keeps the first reading's time: a second "read" from another admin's
   * screen must not make an old message look newly handled.
   */
  async setRead(id: string, read: boolean): Promise<ContactMessage> {
    const [existing] = await this.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    if (!existing) throw notFound(contactMessageNotFoundMessage);
    if (read === (existing.readAt !== null)) return toContactMessageDto(existing);
    const row = await updateById(this.db, contactMessages, id, {
      readAt: read ? this.now() : null,
    });
    if (!row) throw notFound(contactMessageNotFoundMessage);
    return toContactMessageDto(row);
  }

  async remove(id: string): Promise<void> {
    await removeRow(this.db, contactMessages, id, contactMessageNotFoundMessage);
  }
}

function toContactMessageDto(row: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}
